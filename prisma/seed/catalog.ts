/** The demo catalog: every type, every status, sales, per-size stock and one product sold out. */
import type { GarmentType } from './draw-garment.ts';
import type { OrderStatus } from '@vigor/shared';

export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  /** The description on French and Arabic pages (the name stays as it is: a brand's Latin name). */
  description_fr: string;
  description_ar: string;
  type: GarmentType;
  color: string;
  /** Colour of the drawing. */
  hex: string;
  price: number;
  prix_reduction?: number;
  status: 'available' | 'out_of_stock' | 'pre_order' | 'coming_soon';
  /** Stock per size; none means the default sizes, unlimited. */
  sizes?: [size: string, quantity: number][];
  /** Days before the seed ran that the product was added. */
  ageDays: number;
}

const apparelSizes = (s: number, m: number, l: number, xl: number, xxl: number): [string, number][] => [
  ['S', s],
  ['M', m],
  ['L', l],
  ['XL', xl],
  ['XXL', xxl],
];

export const CATALOG: SeedProduct[] = [
  {
    slug: 'atlas-hoodie-black',
    name: 'Atlas Hoodie Black',
    description:
      'Heavyweight 400 gsm brushed fleece, dropped shoulders and a double-layer hood. Built for cold Atlas nights.',
    description_fr:
      'Molleton brossé épais de 400 g/m², épaules tombantes et capuche doublée. Fait pour les nuits froides de l’Atlas.',
    description_ar:
      'صوف مُمشّط ثقيل بوزن 400 غ/م²، أكتاف منسدلة وقبعة مزدوجة الطبقة. مصنوع لليالي الأطلس الباردة.',
    type: 'hoodies',
    color: 'Black',
    hex: '#1c1c1e',
    price: 449,
    status: 'available',
    sizes: apparelSizes(6, 12, 10, 6, 3),
    ageDays: 60,
  },
  {
    slug: 'medina-hoodie-sand',
    name: 'Medina Hoodie Sand',
    description:
      'Garment-dyed sand hoodie with a tonal VIGOR chest print. Soft, boxy and made to be lived in.',
    description_fr:
      'Hoodie sable teint en pièce, imprimé VIGOR ton sur ton sur la poitrine. Doux, ample et fait pour être porté.',
    description_ar:
      'هودي بلون الرمل مصبوغ بعد الخياطة، مع طبعة VIGOR بنفس اللون على الصدر. ناعم وواسع ومصنوع للارتداء اليومي.',
    type: 'hoodies',
    color: 'Sand',
    hex: '#c8b08a',
    price: 429,
    prix_reduction: 349,
    status: 'available',
    sizes: apparelSizes(4, 8, 8, 4, 2),
    ageDays: 45,
  },
  {
    slug: 'rif-hoodie-olive',
    name: 'Rif Hoodie Olive',
    description: 'Olive fleece hoodie with ribbed cuffs and a kangaroo pocket. Everyday weight.',
    description_fr: 'Hoodie olive en molleton, poignets côtelés et poche kangourou. Poids de tous les jours.',
    description_ar: 'هودي زيتي من الصوف بأساور مضلعة وجيب أمامي. سماكة مناسبة لكل يوم.',
    type: 'hoodies',
    color: 'Olive',
    hex: '#5b6236',
    price: 399,
    status: 'available',
    ageDays: 40,
  },
  {
    slug: 'sahara-hoodie-rust',
    name: 'Sahara Hoodie Rust',
    description: 'Rust-red oversized hoodie, 100% cotton, embroidered wordmark on the back.',
    description_fr: 'Hoodie oversize rouille, 100 % coton, logo brodé dans le dos.',
    description_ar: 'هودي واسع بلون الصدأ، قطن 100%، مع شعار مطرز على الظهر.',
    type: 'hoodies',
    color: 'Rust',
    hex: '#a4472b',
    price: 479,
    prix_reduction: 399,
    status: 'available',
    sizes: apparelSizes(2, 5, 5, 3, 1),
    ageDays: 30,
  },
  {
    slug: 'casa-hoodie-grey',
    name: 'Casa Hoodie Heather Grey',
    description: 'The classic heather grey hoodie. Sold out for now: every size has gone.',
    description_fr:
      'Le hoodie gris chiné classique. Épuisé pour l’instant : toutes les tailles sont parties.',
    description_ar: 'الهودي الرمادي الكلاسيكي. نفد حاليًا: بيعت كل المقاسات.',
    type: 'hoodies',
    color: 'Heather grey',
    hex: '#9a9ca1',
    price: 389,
    status: 'available',
    sizes: [
      ['M', 0],
      ['L', 0],
    ],
    ageDays: 90,
  },
  {
    slug: 'ocean-hoodie-navy',
    name: 'Ocean Hoodie Navy',
    description: 'Deep navy hoodie inspired by the Atlantic coast. Restock coming; marked out of stock.',
    description_fr:
      'Hoodie bleu marine inspiré de la côte atlantique. Réassort à venir ; marqué en rupture de stock.',
    description_ar: 'هودي كحلي مستوحى من ساحل الأطلسي. المخزون قادم قريبًا؛ معروض كنافد حاليًا.',
    type: 'hoodies',
    color: 'Navy',
    hex: '#1f2f4f',
    price: 419,
    status: 'out_of_stock',
    sizes: apparelSizes(0, 0, 0, 0, 0),
    ageDays: 75,
  },
  {
    slug: 'grit-hoodie-bone',
    name: 'Grit Hoodie Bone',
    description: 'Next drop: off-white heavyweight hoodie. Pre-order now, ships in three weeks.',
    description_fr: 'Prochain drop : hoodie épais blanc cassé. En précommande, expédié dans trois semaines.',
    description_ar: 'الإصدار القادم: هودي ثقيل بلون أبيض عاجي. اطلبه مسبقًا، يُشحن خلال ثلاثة أسابيع.',
    type: 'hoodies',
    color: 'Bone',
    hex: '#e9e2d0',
    price: 499,
    status: 'pre_order',
    sizes: apparelSizes(0, 0, 0, 0, 0),
    ageDays: 5,
  },
  {
    slug: 'integrity-hoodie-forest',
    name: 'Integrity Hoodie Forest',
    description: 'Forest green hoodie from the INTEGRITY capsule. Coming soon.',
    description_fr: 'Hoodie vert forêt de la capsule INTEGRITY. Bientôt disponible.',
    description_ar: 'هودي أخضر غامق من مجموعة INTEGRITY. قريبًا.',
    type: 'hoodies',
    color: 'Forest',
    hex: '#2f4a3a',
    price: 549,
    status: 'coming_soon',
    ageDays: 1,
  },
  {
    slug: 'ifrane-beanie-black',
    name: 'Ifrane Beanie Black',
    description: 'Double-knit ribbed beanie with a woven VIGOR label. One size.',
    description_fr: 'Bonnet côtelé double maille avec étiquette VIGOR tissée. Taille unique.',
    description_ar: 'قبعة صوفية مضلعة مزدوجة الحياكة مع ملصق VIGOR منسوج. مقاس واحد.',
    type: 'beanies',
    color: 'Black',
    hex: '#202022',
    price: 149,
    status: 'available',
    sizes: [['One Size', 40]],
    ageDays: 50,
  },
  {
    slug: 'chefchaouen-beanie-blue',
    name: 'Chefchaouen Beanie Blue',
    description: 'Blue city beanie in soft acrylic-wool blend. One size.',
    description_fr: 'Bonnet bleu de la ville bleue, mélange doux acrylique et laine. Taille unique.',
    description_ar: 'قبعة زرقاء بلون المدينة الزرقاء من مزيج ناعم من الأكريليك والصوف. مقاس واحد.',
    type: 'beanies',
    color: 'Blue',
    hex: '#3b6fb6',
    price: 159,
    prix_reduction: 129,
    status: 'available',
    sizes: [['One Size', 25]],
    ageDays: 35,
  },
  {
    slug: 'merzouga-beanie-orange',
    name: 'Merzouga Beanie Orange',
    description: 'Dune orange fisherman beanie. One size.',
    description_fr: 'Bonnet de pêcheur orange dune. Taille unique.',
    description_ar: 'قبعة صياد برتقالية بلون الكثبان. مقاس واحد.',
    type: 'beanies',
    color: 'Orange',
    hex: '#d9772e',
    price: 139,
    status: 'available',
    ageDays: 20,
  },
  {
    slug: 'toubkal-beanie-white',
    name: 'Toubkal Beanie White',
    description: 'Snow white beanie for the highest peak. Pre-order for winter.',
    description_fr: 'Bonnet blanc neige pour le plus haut sommet. En précommande pour l’hiver.',
    description_ar: 'قبعة بيضاء كالثلج لأعلى قمة. اطلبها مسبقًا للشتاء.',
    type: 'beanies',
    color: 'White',
    hex: '#f1f1ee',
    price: 169,
    status: 'pre_order',
    sizes: [['One Size', 0]],
    ageDays: 3,
  },
  {
    slug: 'essaouira-beanie-burgundy',
    name: 'Essaouira Beanie Burgundy',
    description: 'Burgundy beanie with a folded cuff. Temporarily out of stock.',
    description_fr: 'Bonnet bordeaux à revers. Momentanément en rupture de stock.',
    description_ar: 'قبعة عنابية بحافة مطوية. نفدت مؤقتًا.',
    type: 'beanies',
    color: 'Burgundy',
    hex: '#6e2133',
    price: 149,
    status: 'out_of_stock',
    sizes: [['One Size', 0]],
    ageDays: 70,
  },
  {
    slug: 'grit-beanie-grey',
    name: 'Grit Beanie Grey',
    description: 'Charcoal grey beanie from the GRIT capsule. Coming soon.',
    description_fr: 'Bonnet gris anthracite de la capsule GRIT. Bientôt disponible.',
    description_ar: 'قبعة رمادية فحمية من مجموعة GRIT. قريبًا.',
    type: 'beanies',
    color: 'Grey',
    hex: '#4a4c50',
    price: 199,
    status: 'coming_soon',
    ageDays: 2,
  },
  {
    slug: 'vigor-tee-white',
    name: 'VIGOR Tee White',
    description: 'Heavy 240 gsm cotton tee with the VIGOR wordmark. Boxy fit.',
    description_fr: 'T-shirt en coton épais 240 g/m² avec le logo VIGOR. Coupe carrée.',
    description_ar: 'تيشيرت قطني سميك بوزن 240 غ/م² مع شعار VIGOR. قصة مربعة.',
    type: 't_shirts',
    color: 'White',
    hex: '#f4f4f2',
    price: 249,
    status: 'available',
    sizes: apparelSizes(10, 15, 15, 8, 4),
    ageDays: 55,
  },
  {
    slug: 'vigor-tee-black',
    name: 'VIGOR Tee Black',
    description: 'The black wordmark tee. Garment dyed, pre-shrunk.',
    description_fr: 'Le t-shirt logo noir. Teint en pièce, prérétréci.',
    description_ar: 'التيشيرت الأسود بالشعار. مصبوغ بعد الخياطة ومعالج ضد الانكماش.',
    type: 't_shirts',
    color: 'Black',
    hex: '#1a1a1a',
    price: 249,
    prix_reduction: 199,
    status: 'available',
    ageDays: 25,
  },
  {
    slug: 'atlas-tee-clay',
    name: 'Atlas Tee Clay',
    description: 'Clay coloured tee with a mountain print. Pre-order.',
    description_fr: 'T-shirt couleur argile avec un imprimé montagne. En précommande.',
    description_ar: 'تيشيرت بلون الطين مع طبعة جبلية. اطلبه مسبقًا.',
    type: 't_shirts',
    color: 'Clay',
    hex: '#b5714f',
    price: 279,
    status: 'pre_order',
    ageDays: 4,
  },
  {
    slug: 'grit-tee-olive',
    name: 'Grit Tee Olive',
    description: 'Olive tee from the GRIT capsule. Coming soon.',
    description_fr: 'T-shirt olive de la capsule GRIT. Bientôt disponible.',
    description_ar: 'تيشيرت زيتي من مجموعة GRIT. قريبًا.',
    type: 't_shirts',
    color: 'Olive',
    hex: '#66703d',
    price: 299,
    status: 'coming_soon',
    ageDays: 1,
  },
];

export interface SeedOrder {
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  status: OrderStatus;
  ageDays: number;
  items: [slug: string, size: string, quantity: number][];
}

export const ORDERS: SeedOrder[] = [
  {
    customer_name: 'Yassine El Amrani',
    customer_phone: '+212612345678',
    customer_city: 'Casablanca',
    status: 'delivered',
    ageDays: 20,
    items: [
      ['atlas-hoodie-black', 'M', 1],
      ['ifrane-beanie-black', 'One Size', 1],
    ],
  },
  {
    customer_name: 'Salma Bennani',
    customer_phone: '+212661234567',
    customer_city: 'Rabat',
    status: 'confirmed',
    ageDays: 6,
    items: [['medina-hoodie-sand', 'L', 2]],
  },
  {
    customer_name: 'Omar Tazi',
    customer_phone: '+212700112233',
    customer_city: 'Marrakech',
    status: 'pending',
    ageDays: 1,
    items: [['vigor-tee-white', 'M', 1]],
  },
  {
    customer_name: 'Yassine El Amrani',
    customer_phone: '+212612345678',
    customer_city: 'Casablanca',
    status: 'canceled',
    ageDays: 10,
    items: [['sahara-hoodie-rust', 'XL', 1]],
  },
  {
    customer_name: 'Nadia Ouali',
    customer_phone: '+212522334455',
    customer_city: 'Fès',
    status: 'contacted',
    ageDays: 2,
    items: [
      ['chefchaouen-beanie-blue', 'One Size', 2],
      ['rif-hoodie-olive', 'L', 1],
    ],
  },
];

export const MESSAGES = [
  {
    first_name: 'Hamza',
    last_name: 'Idrissi',
    email: 'hamza.idrissi@example.com',
    subject: 'Size question',
    message: 'Hello, I am 1m80 and 75 kg: M or L for the Atlas hoodie?',
    status: 'unread',
  },
  {
    first_name: 'Imane',
    last_name: 'Chraibi',
    email: 'imane.chraibi@example.com',
    subject: 'Exchange',
    message: 'Can I exchange my beanie for another colour? I received it yesterday.',
    status: 'read',
  },
  {
    first_name: 'Karim',
    last_name: 'Alaoui',
    email: 'karim.alaoui@example.com',
    subject: 'Delivery to Agadir',
    message: 'Do you deliver to Agadir and how long does it take?',
    status: 'archived',
  },
] as const;
