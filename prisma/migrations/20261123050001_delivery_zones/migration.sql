-- Delivery zones of docs/product.md ("Delivery"): the admin sets what each zone costs, which
-- cities it serves, and from which ordered subtotal delivery is free. The checkout's city is
-- one of these cities; the order stores the fee the server computed from them.

-- The shop's own settings: one row (id = 1), one typed column per setting.
CREATE TABLE "shop_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "free_delivery_from" DECIMAL(10,2) NOT NULL DEFAULT 599,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shop_settings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "shop_settings_id_check" CHECK ("id" = 1),
    CONSTRAINT "shop_settings_free_delivery_from_check" CHECK ("free_delivery_from" >= 0)
);

CREATE TABLE "delivery_zones" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "fee" DECIMAL(10,2) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "delivery_zones_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "delivery_zones_name_check" CHECK (length(btrim("name")) BETWEEN 1 AND 60),
    CONSTRAINT "delivery_zones_fee_check" CHECK ("fee" >= 0)
);

CREATE TABLE "delivery_cities" (
    "id" SERIAL NOT NULL,
    "zone_id" INTEGER NOT NULL,
    "name_fr" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,

    CONSTRAINT "delivery_cities_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "delivery_cities_name_fr_check" CHECK (length(btrim("name_fr")) BETWEEN 1 AND 60),
    CONSTRAINT "delivery_cities_name_ar_check" CHECK (length(btrim("name_ar")) BETWEEN 1 AND 60)
);

CREATE UNIQUE INDEX "delivery_cities_name_fr_key" ON "delivery_cities"("name_fr");
CREATE INDEX "delivery_cities_zone_id_idx" ON "delivery_cities"("zone_id");
ALTER TABLE "delivery_cities" ADD CONSTRAINT "delivery_cities_zone_id_fkey" FOREIGN KEY ("zone_id")
  REFERENCES "delivery_zones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Defaults every database starts with: Casablanca 20 dh, every other city 35 dh, free from 599 dh.
INSERT INTO "shop_settings" ("id", "free_delivery_from") VALUES (1, 599);
INSERT INTO "delivery_zones" ("id", "name", "fee", "position") VALUES
  (1, 'Casablanca', 20, 0),
  (2, 'Other cities', 35, 1);
SELECT setval(pg_get_serial_sequence('delivery_zones', 'id'), 2);
INSERT INTO "delivery_cities" ("zone_id", "name_fr", "name_ar") VALUES
  (1, 'Casablanca', 'الدار البيضاء'),
  (2, 'Rabat', 'الرباط'),
  (2, 'Salé', 'سلا'),
  (2, 'Témara', 'تمارة'),
  (2, 'Mohammedia', 'المحمدية'),
  (2, 'Bouskoura', 'بوسكورة'),
  (2, 'Berrechid', 'برشيد'),
  (2, 'Settat', 'سطات'),
  (2, 'El Jadida', 'الجديدة'),
  (2, 'Kénitra', 'القنيطرة'),
  (2, 'Khémisset', 'الخميسات'),
  (2, 'Marrakech', 'مراكش'),
  (2, 'Safi', 'آسفي'),
  (2, 'Essaouira', 'الصويرة'),
  (2, 'Fès', 'فاس'),
  (2, 'Meknès', 'مكناس'),
  (2, 'Ifrane', 'إفران'),
  (2, 'Taza', 'تازة'),
  (2, 'Tanger', 'طنجة'),
  (2, 'Tétouan', 'تطوان'),
  (2, 'Larache', 'العرائش'),
  (2, 'Ksar El Kébir', 'القصر الكبير'),
  (2, 'Chefchaouen', 'شفشاون'),
  (2, 'Al Hoceïma', 'الحسيمة'),
  (2, 'Nador', 'الناظور'),
  (2, 'Oujda', 'وجدة'),
  (2, 'Berkane', 'بركان'),
  (2, 'Béni Mellal', 'بني ملال'),
  (2, 'Khouribga', 'خريبكة'),
  (2, 'Errachidia', 'الرشيدية'),
  (2, 'Ouarzazate', 'ورزازات'),
  (2, 'Agadir', 'أكادير'),
  (2, 'Inezgane', 'إنزكان'),
  (2, 'Taroudant', 'تارودانت'),
  (2, 'Tiznit', 'تيزنيت'),
  (2, 'Guelmim', 'كلميم'),
  (2, 'Laâyoune', 'العيون'),
  (2, 'Dakhla', 'الداخلة');
