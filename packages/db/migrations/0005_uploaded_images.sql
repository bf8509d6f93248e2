CREATE TABLE "uploaded_images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
