/** System modes (spec section 1): 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_MODE = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemMode = (typeof SYSTEM_MODE)[keyof typeof SYSTEM_MODE];

/** Module ids of the whitelabel feature tree (the real platform's names, DESIGN.md section 5). */
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'MOBILENUMREG3',
  'AFFMAN3',
  'CAPTCHA3',
  'VERIFICATION3',
  'REGMOBVERF3',
  'LOGINIPVERF3',
  'PASS3',
  'PWRESETSMS3',
  'CHNGPASSVERIF3',
  'FREEPLAY3',
  'PROFPIC3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'REWCEN3',
  'PTSYS3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'INBOX3',
  'FEEDBACK3',
  'AGENTPOLICY3',
  // ours, same style: SMS login, direct register button, referral, app download, promotions page, join page
  'SMSLOGIN3',
  'REGBTN3',
  'REFERRAL3',
  'APPDL3',
  'PROMO3',
  'JOIN3',
  'PTMALL3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export type FeatureNode = { modId: string; enabled: '1' | '0'; childrenNodes: FeatureNode[] };

/** Fields whose registration rules come from the server (spec section 5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const RESOURCE_TYPES = [
  'IOS_APP',
  'ANDROID_APP',
  'NAV_LINK',
  'SOCIAL',
  'CERTIFICATION',
  'RESPONSIBLE_GAMING',
  'BROWSER',
  'HELP_ENTRY',
] as const;
export const CS_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'LINE', 'QR'] as const;
export type {
  Brand,
  CountryCode,
  CustomerService,
  DomainRoute,
  PublicInfo,
  RegisterFieldRule,
  RegisterSettings,
  Resource,
  SystemStatus,
  WhitelabelMenu,
} from './system.schema.ts';

/** True when the module is present and enabled anywhere in the tree. */
export function isModuleEnabled(tree: readonly FeatureNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
