DROP INDEX "qi_reports_status_date_idx";--> statement-breakpoint
DROP INDEX "qi_reports_verdict_date_idx";--> statement-breakpoint
CREATE INDEX "qi_reports_status_date_idx" ON "qi_reports" USING btree ("status","report_date","report_no");--> statement-breakpoint
CREATE INDEX "qi_reports_verdict_date_idx" ON "qi_reports" USING btree ("verdict","report_date","report_no");