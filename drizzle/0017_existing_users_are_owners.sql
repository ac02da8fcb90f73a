-- Until members existed, every account had exactly one user: its owner. New users get their role explicitly
-- (the column's default, member, is the safe one for anything that forgets).
UPDATE "users" SET "role" = 'owner';
