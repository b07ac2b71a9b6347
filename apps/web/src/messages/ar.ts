import { brand } from '../config/brand';
import { plural } from '../lib/plural';
import type { Messages } from './en';

/** نصوص المتجر بالعربية (الشكل هو شكل en.ts). */
const ar: Messages = {
  layout: {
    skip: 'انتقل إلى المحتوى',
    banner: (threshold) => `توصيل مجاني للطلبات فوق ${threshold} درهم`,
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
  leads: {
    phoneUse: 'نستعمل رقم هاتفك فقط لتأكيد طلبك.',
  },
};

export default ar;
