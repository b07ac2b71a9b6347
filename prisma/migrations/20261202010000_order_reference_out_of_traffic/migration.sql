-- An order page's reference opens its receipt: the traffic dashboard and the ad events keep an
-- order page as /order (in its language) from now on (packages/shared/src/storefront-routes.ts,
-- withoutOrderReference); the pages guests were last seen on are masked the same way.
UPDATE "guest_sessions"
SET "current_page" = regexp_replace("current_page", '^(/[a-z]{2})?/order(/.*)?$', '\1/order', 'i')
WHERE "current_page" ~* '^(/[a-z]{2})?/order(/.*)?$';
