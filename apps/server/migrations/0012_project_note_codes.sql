ALTER TABLE "projects" ADD COLUMN "observations_code" text;--> statement-breakpoint
-- Notes the product wrote in Spanish become codes, shown in the reader's language.
UPDATE "projects" SET "observations_code" = 'SUSPENDED_BY_DEVELOPER', "observations" = NULL
  WHERE "observations" = 'Proyecto suspendido por el desarrollador';--> statement-breakpoint
UPDATE "projects" SET "observations_code" = 'DELETION_ACCEPTED', "observations" = NULL
  WHERE "observations" IN ('Proyecto suspendido por solicitud del desarrollador', 'Project suspended at the developer’s request');
