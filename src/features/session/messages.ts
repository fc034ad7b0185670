import type { SessionEndReason } from './constants'

/** Every Arabic text of the session feature (spec 8 "Session toasts", 4 "Offline mode"). */
export const sessionMessages = {
  expired: {
    title: 'انتهت الجلسة',
    description: 'تم تسجيل خروجك بسبب عدم النشاط',
  },
  warning: {
    title: 'ستنتهي جلستك قريباً',
    description: 'ستنتهي جلستك خلال 5 دقائق بسبب عدم النشاط',
    action: 'تمديد الجلسة',
  },
  extended: {
    title: 'تم تمديد الجلسة',
    description: 'يمكنك متابعة العمل بأمان',
  },
  ipChanged: {
    title: 'تنبيه أمني',
    description: 'تم اكتشاف تغيير في عنوان IP',
  },
  fingerprintChanged: {
    title: 'تنبيه أمني',
    description: 'تم اكتشاف تغيير في بصمة الجهاز',
  },
  offline: {
    title: 'أنت غير متصل بالإنترنت',
    description: 'ستقتصر الخدمة على الميزات الأساسية حتى يعود الاتصال',
  },
  online: {
    title: 'تمت استعادة الاتصال',
    signedIn: 'جارٍ التحقق من اشتراكك...',
  },
  offlineBanner: 'أنت غير متصل بالإنترنت. بعض الميزات غير متاحة حتى يعود الاتصال.',
  checking: 'جارٍ التحقق من الجلسة...',
  signOutFailed: 'تعذّر إنهاء الجلسة على الخادم، وتم تسجيل خروجك من هذا الجهاز',
  ended: {
    title: 'انتهت جلستك',
    confirm: 'حسناً',
    signIn: 'تسجيل الدخول مرة أخرى',
    reasons: {
      new_session_started:
        'تم تسجيل الدخول إلى حسابك من جهاز أو متصفح آخر، لذا أُنهيت هذه الجلسة. يُسمح بجلسة نشطة واحدة فقط.',
      session_expired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
      security_violation: 'أُنهيت جلستك لأسباب أمنية. يرجى تسجيل الدخول مرة أخرى.',
      default: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    } satisfies Record<SessionEndReason, string>,
  },
} as const
