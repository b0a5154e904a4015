DROP INDEX "admin_audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "user_activity_logs_created_at_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_id" bigint;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_id_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_mail_idx" ON "contact_messages" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "user_activity_logs_created_id_idx" ON "user_activity_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_activity_logs_source_idx" ON "user_activity_logs" USING btree ("source","created_at","id");--> statement-breakpoint
-- Messages stored before the link existed: their e-mail was queued in the same transaction, so it
-- has the same timestamp and the sender as Reply-To.
UPDATE "contact_messages" AS "message" SET "mail_id" = (
	SELECT "mail"."id" FROM "mail_outbox" AS "mail"
	WHERE "mail"."created_at" = "message"."created_at" AND "mail"."reply_to" = "message"."email"
	ORDER BY "mail"."id" LIMIT 1
) WHERE "message"."mail_id" IS NULL;
