CREATE TABLE "content_entries" (
	"collection" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"origin" text DEFAULT 'editor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "content_id_counters" (
	"collection" text PRIMARY KEY NOT NULL,
	"last_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_seed_state" (
	"collection" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"alternative_text" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"mime" text NOT NULL,
	"size" double precision NOT NULL,
	"formats" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_files_url_unique" UNIQUE("url")
);
