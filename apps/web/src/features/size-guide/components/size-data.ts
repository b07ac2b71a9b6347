import { DEFAULT_SIZES } from '@vigor/shared';
import type { Lang } from '@vigor/shared';

type HoodieSize = (typeof DEFAULT_SIZES)[number];
interface Measures {
  chest: number;
  length: number;
  shoulder: number;
  sleeve: number;
}

/**
 * The size guide's static data, in centimetres. One entry per size the shop sells
 * (DEFAULT_SIZES of packages/shared): a size added there does not compile until it is measured.
 */
const HOODIE_MEASURES: Record<HoodieSize, Measures> = {
  S: { chest: 106, length: 68, shoulder: 45, sleeve: 63 },
  M: { chest: 112, length: 70, shoulder: 47, sleeve: 65 },
  L: { chest: 118, length: 72, shoulder: 49, sleeve: 67 },
  XL: { chest: 124, length: 74, shoulder: 51, sleeve: 69 },
  XXL: { chest: 130, length: 76, shoulder: 53, sleeve: 71 },
};

export const HOODIE_SIZES = DEFAULT_SIZES.map((size) => ({ size, ...HOODIE_MEASURES[size] }));

export const BEANIE_SIZE = { size: 'One size', head: '54-58', height: 26 } as const;

export type Tab = 'hoodies' | 'beanies';

export const TEXT = {
  en: {
    title: 'SIZE GUIDE',
    intro: 'All measurements are in centimetres (cm), taken from the garment laid flat.',
    tabs: { hoodies: 'Hoodies', beanies: 'Beanies' },
    hoodieCaption: 'Hoodie measurements (cm)',
    beanieCaption: 'Beanie measurements (cm)',
    columns: { size: 'Size', chest: 'Chest', length: 'Length', shoulder: 'Shoulder', sleeve: 'Sleeve' },
    beanieColumns: { size: 'Size', head: 'Head circumference', height: 'Height' },
    oneSize: 'One size',
    tipsTitle: 'Fitting tips',
    tips: [
      'Our hoodies have a relaxed fit: take your usual size for a roomy look.',
      'Between two sizes? Take the smaller one for a closer fit, the larger one for an oversized fit.',
      'Beanies stretch to fit heads from 54 to 58 cm.',
    ],
    measureTitle: 'How to measure',
    measure: [
      'Chest: measure around the fullest part of your chest, under the arms.',
      'Length: from the highest point of the shoulder down to the hem.',
      'Shoulder: from one shoulder seam to the other across the back.',
      'Sleeve: from the shoulder seam to the end of the cuff.',
      'Head: around your head, just above the eyebrows and ears.',
    ],
    help: 'Still not sure? We are happy to help.',
    contact: 'CONTACT SUPPORT',
  },
  fr: {
    title: 'GUIDE DES TAILLES',
    intro: 'Toutes les mesures sont en centimètres (cm), prises sur le vêtement posé à plat.',
    tabs: { hoodies: 'Hoodies', beanies: 'Bonnets' },
    hoodieCaption: 'Mesures des hoodies (cm)',
    beanieCaption: 'Mesures des bonnets (cm)',
    columns: { size: 'Taille', chest: 'Poitrine', length: 'Longueur', shoulder: 'Épaules', sleeve: 'Manche' },
    beanieColumns: { size: 'Taille', head: 'Tour de tête', height: 'Hauteur' },
    oneSize: 'Taille unique',
    tipsTitle: 'Conseils de taille',
    tips: [
      'Nos hoodies ont une coupe ample : prenez votre taille habituelle pour un look décontracté.',
      'Entre deux tailles ? Prenez la plus petite pour une coupe ajustée, la plus grande pour un effet oversize.',
      'Les bonnets s’adaptent aux tours de tête de 54 à 58 cm.',
    ],
    measureTitle: 'Comment mesurer',
    measure: [
      'Poitrine : mesurez autour de la partie la plus large de la poitrine, sous les bras.',
      'Longueur : du point le plus haut de l’épaule jusqu’à l’ourlet.',
      'Épaules : d’une couture d’épaule à l’autre, dans le dos.',
      'Manche : de la couture d’épaule jusqu’au bout du poignet.',
      'Tête : autour de la tête, juste au-dessus des sourcils et des oreilles.',
    ],
    help: 'Toujours un doute ? Nous sommes là pour vous aider.',
    contact: 'CONTACTER LE SUPPORT',
  },
  ar: {
    title: 'دليل المقاسات',
    intro: 'جميع القياسات بالسنتيمتر (سم)، مأخوذة من القطعة وهي مفرودة.',
    tabs: { hoodies: 'هوديز', beanies: 'قبعات' },
    hoodieCaption: 'قياسات الهودي (سم)',
    beanieCaption: 'قياسات القبعة (سم)',
    columns: { size: 'المقاس', chest: 'الصدر', length: 'الطول', shoulder: 'الكتف', sleeve: 'الكم' },
    beanieColumns: { size: 'المقاس', head: 'محيط الرأس', height: 'الارتفاع' },
    oneSize: 'مقاس واحد',
    tipsTitle: 'نصائح للمقاس',
    tips: [
      'الهوديز عندنا بقصة مريحة: اختر مقاسك المعتاد لإطلالة واسعة.',
      'بين مقاسين؟ اختر الأصغر لقصة أقرب للجسم، والأكبر لإطلالة واسعة.',
      'القبعات مرنة وتناسب محيط رأس من 54 إلى 58 سم.',
    ],
    measureTitle: 'طريقة القياس',
    measure: [
      'الصدر: قِس حول أعرض جزء من الصدر تحت الإبطين.',
      'الطول: من أعلى نقطة في الكتف إلى أسفل القطعة.',
      'الكتف: من خياطة الكتف إلى الأخرى عبر الظهر.',
      'الكم: من خياطة الكتف إلى نهاية الكم.',
      'الرأس: حول الرأس فوق الحاجبين والأذنين مباشرة.',
    ],
    help: 'مازلت غير متأكد؟ يسعدنا مساعدتك.',
    contact: 'تواصل مع الدعم',
  },
} as const satisfies Record<Lang, unknown>;
