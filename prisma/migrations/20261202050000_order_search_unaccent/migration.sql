-- SALES searches names, cities and item names accents aside ("fes" finds Fès): PostgreSQL's
-- unaccent, shipped with PostgreSQL itself (contrib) and with the embedded PostgreSQL, and trusted,
-- so the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;
