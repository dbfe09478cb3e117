-- The roll passport is a new page: the seeded roles that read rolls get it, as a new install's do.
INSERT INTO "role_pages" ("role", "page")
SELECT "name", 'roll-passport' FROM "roles"
WHERE "name" IN ('admin', 'inspector', 'production', 'sales', 'security', 'viewer')
ON CONFLICT DO NOTHING;
