CREATE TABLE "catalogue_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motor_journeys" (
	"identifier" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"quote_identifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rto_offices" (
	"code" text PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"city_en" text NOT NULL,
	"city_hi" text NOT NULL,
	"city_kn" text NOT NULL,
	"zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_variants" (
	"make_key" text NOT NULL,
	"model_key" text NOT NULL,
	"model_name" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"fuel" text NOT NULL,
	"cc" integer,
	"kw" real,
	"ex_showroom_price" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "vehicle_variants_make_key_model_key_key_pk" PRIMARY KEY("make_key","model_key","key")
);
--> statement-breakpoint
ALTER TABLE "vehicle_variants" ADD CONSTRAINT "vehicle_variants_make_key_vehicle_makes_key_fk" FOREIGN KEY ("make_key") REFERENCES "public"."vehicle_makes"("key") ON DELETE cascade ON UPDATE no action;