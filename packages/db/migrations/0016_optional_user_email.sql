-- A walk-in registered at the desk may have no e-mail. The unique index on lower(email) stays:
-- NULLs never collide in a unique index, so many accounts may have none.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
