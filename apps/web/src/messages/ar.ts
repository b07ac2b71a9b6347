import { formatCalendarDate } from '@vigor/shared';
import { brand } from '../config/brand';
import { plural } from '../lib/plural';
import type { Messages } from './en';

/** نصوص المتجر بالعربية (الشكل هو شكل en.ts). */
const ar: Messages = {
  ui: {
    closeNotification: 'أغلق الإشعار',
    newTab: ' (يفتح في نافذة جديدة)',
    pagination: 'الصفحات',
    previous: 'السابق',
    next: 'التالي',
    page: (n) => `الصفحة ${n}`,
    quantity: 'الكمية',
    decrease: (label) => `إنقاص ${label}`,
    increase: (label) => `زيادة ${label}`,
    imageNotFound: 'الصورة غير موجودة',
    noImage: 'لا توجد صورة',
    regularPrice: 'السعر العادي ',
    salePrice: 'سعر التخفيض ',
    preOrder: (date) => (date ? `طلب مسبق — يُشحن قبل ${formatCalendarDate(date, 'ar')}` : 'طلب مسبق'),
    error: (message) => `خطأ: ${message}`,
    genericError: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  home: {
    title: `${brand.name} | أزياء الشارع المغربية`,
    description: (threshold) =>
      `${brand.name}: أزياء الشارع المغربية. هوديز وقبعات وتيشيرتات، الدفع عند الاستلام في جميع أنحاء المغرب، وتوصيل مجاني للطلبات فوق ${threshold} درهم.`,
    tagline: ['إطلالة تتحرك معك', 'أسلوب يفرض حضوره'],
    buyNow: 'تسوق الآن',
    rows: { hoodies: 'هوديز', beanies: 'قبعات' },
    storyTitle: 'قصتنا',
    story: `وُلدت ${brand.name} سنة ${brand.established} في شوارع المغرب: هوديز سميكة وقبعات لمن يتحرك بعزيمة. كل قطعة مصممة لتُلبس كثيرًا وبكل فخر.`,
    storyCod: `الدفع عند الاستلام في كل أنحاء المغرب، ومكالمة خلال ${brand.confirmationCallHours} ساعة لتأكيد طلبك.`,
    readMore: 'اقرأ المزيد',
    readMoreAbout: ` عن ${brand.name}`,
  },
  row: {
    categories: { hoodies: 'الهوديز', beanies: 'القبعات' },
    scrollBack: (category) => `مرّر ${category} إلى الخلف`,
    scrollForward: (category) => `مرّر ${category} إلى الأمام`,
    viewAll: 'عرض الكل',
    viewAllOf: (category) => `عرض كل ${category}`,
    failed: (category) => `تعذر تحميل ${category}.`,
    retry: 'أعد المحاولة',
    retrying: 'جارٍ إعادة المحاولة...',
    retryOf: (category) => `أعد تحميل ${category}`,
    loading: 'جارٍ تحميل المنتجات...',
    none: (category) => `لا توجد ${category} حاليًا.`,
  },
  card: {
    badge: { comingSoon: 'قريبًا', preOrder: 'طلب مسبق', soldOut: 'نفدت الكمية', available: 'متوفر' },
    action: {
      'coming-soon': 'قريبًا',
      'sold-out': 'نفدت الكمية',
      'pre-order': 'اطلب مسبقًا',
      'choose-size': 'اختر المقاس',
      add: 'أضف إلى السلة',
    },
    added: (name) => `تمت إضافة ${name} إلى السلة بنجاح!`,
    addFailed: 'تعذرت إضافة المنتج إلى السلة. يرجى المحاولة مرة أخرى.',
  },
  layout: {
    skip: 'انتقل إلى المحتوى',
    banner: (threshold) => `توصيل مجاني للطلبات فوق ${threshold}\u00a0درهم`,
    nav: { shop: 'المتجر', hoodies: 'هوديز', beanies: 'قبعات', about: 'من نحن', contact: 'اتصل بنا' },
    mainNav: 'القائمة الرئيسية',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    home: `الصفحة الرئيسية ${brand.name}`,
    cart: 'السلة',
    cartWith: (count) =>
      `السلة، ${plural('ar', count, { one: 'منتج واحد', two: 'منتجان', few: '# منتجات', other: '# منتج' })}`,
    languages: 'اللغة',
    footerShop: 'المتجر',
    footerHelp: 'مساعدة',
    footerFollow: 'تابعونا',
    footerSocial: 'مواقع التواصل',
    shopAll: 'كل المنتجات',
    hoodies: 'هوديز',
    beanies: 'قبعات',
    sizeGuide: 'دليل المقاسات',
    contact: 'اتصل بنا',
    privacy: 'سياسة الخصوصية',
    terms: 'شروط البيع',
    chat: 'راسلنا على واتساب',
    established: `منذ ${brand.established}`,
    cod: 'الدفع عند الاستلام في جميع أنحاء المغرب.',
    rights: `© ${brand.copyrightYear} ${brand.name}. جميع الحقوق محفوظة.`,
  },
};

export default ar;
