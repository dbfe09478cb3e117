import type { Db } from '../../../db/client';
import { tamilNames } from '../../../db/schema';

/**
 * The demo mill's designations, departments and shifts in Tamil, as a Tiruppur mill's staff say
 * them: Tamil words where the floor uses them, the English word in Tamil letters where it does
 * not (ஆப்பரேட்டர், மெக்கானிக்).
 */
export const demoTamilNames = {
  designation: {
    Operator: 'ஆப்பரேட்டர்',
    Helper: 'உதவியாளர்',
    Inspector: 'ஆய்வாளர்',
    Checker: 'சரிபார்ப்பவர்',
    Supervisor: 'மேற்பார்வையாளர்',
    'Security Guard': 'காவலர்',
    'Sales Executive': 'விற்பனை அலுவலர்',
    Manager: 'மேலாளர்',
    Accountant: 'கணக்காளர்',
    'Store Keeper': 'ஸ்டோர் பொறுப்பாளர்',
    'Dyeing Master': 'டையிங் மாஸ்டர்',
    Mechanic: 'மெக்கானிக்',
    Packer: 'பேக்கிங் பணியாளர்',
    Driver: 'ஓட்டுநர்',
    'HR Executive': 'மனிதவள அலுவலர்',
    'General Manager': 'பொது மேலாளர்',
  },
  department: {
    Knitting: 'பின்னலாடை',
    Finishing: 'ஃபினிஷிங்',
    Quality: 'தரக் கட்டுப்பாடு',
    Dyeing: 'சாயப்பிரிவு',
    Security: 'பாதுகாப்பு',
    Sales: 'விற்பனை',
    Production: 'உற்பத்தி',
    Accounts: 'கணக்கு',
    HR: 'மனிதவளம்',
    Stores: 'ஸ்டோர்ஸ்',
    Maintenance: 'பராமரிப்பு',
    Dispatch: 'அனுப்புகை',
    Management: 'நிர்வாகம்',
  },
  shift: {
    General: 'பொது ஷிஃப்ட்',
    A: 'ஏ ஷிஃப்ட்',
    B: 'பி ஷிஃப்ட்',
    C: 'சி ஷிஃப்ட்',
  },
} as const satisfies Record<(typeof tamilNames.$inferInsert)['kind'], Record<string, string>>;

export async function peopleTamilNames(db: Db): Promise<number> {
  const rows = Object.entries(demoTamilNames).flatMap(([kind, names]) =>
    Object.entries(names).map(([name, nameTa]) => ({
      kind: kind as keyof typeof demoTamilNames,
      name,
      nameTa,
    })),
  );
  await db.insert(tamilNames).values(rows);
  return rows.length;
}
