export type HelpDef = {
  anchor: string;
  title: { en: string; th: string };
  content: { en: string; th: string };
};

type Site = { brand: string; minDeposit: string; minWithdraw: string; minAge: number };

const paras = (list: string[]) => list.map((t) => `<p>${t}</p>`).join('');

function section(anchor: string, titleEn: string, titleTh: string, en: string[], th: string[]): HelpDef {
  return { anchor, title: { en: titleEn, th: titleTh }, content: { en: paras(en), th: paras(th) } };
}

/** The help centre, written once and filled with each merchant's brand and limits. */
export function helpFor(s: Site): HelpDef[] {
  return [
    section(
      'about',
      'About Us',
      'เกี่ยวกับเรา',
      [
        `<strong>${s.brand}</strong> is an online entertainment site offering slots, live casino, sports, esports, lottery, fishing and card games from licensed providers.`,
        'Every game result comes from certified random number generators tested by independent laboratories such as GLI, iTech Labs and BMM.',
        'Our support team is available 24 hours a day, 7 days a week, in English and Thai.',
      ],
      [
        `<strong>${s.brand}</strong> คือเว็บไซต์บันเทิงออนไลน์ที่รวมสล็อต คาสิโนสด กีฬา อีสปอร์ต หวย ยิงปลา และเกมไพ่จากผู้ให้บริการที่ได้รับใบอนุญาต`,
        'ผลลัพธ์ทุกเกมมาจากระบบสุ่มที่ผ่านการรับรองโดยห้องทดสอบอิสระ เช่น GLI, iTech Labs และ BMM',
        'ทีมงานพร้อมให้บริการตลอด 24 ชั่วโมง ทุกวัน ทั้งภาษาไทยและภาษาอังกฤษ',
      ],
    ),
    section(
      'deposit',
      'How to Deposit',
      'วิธีฝากเงิน',
      [
        'Log in, open <strong>Deposit</strong> from the header and choose a method: bank transfer or an online payment gateway.',
        `The minimum deposit is <strong>${s.minDeposit}</strong>. Transfer from a bank account in your own name; payments from third parties are returned.`,
        'Bank transfers are usually credited within 3 minutes. If your balance has not changed after 15 minutes, send the transfer slip to live chat.',
      ],
      [
        'เข้าสู่ระบบ กด <strong>ฝากเงิน</strong> ที่ด้านบน แล้วเลือกช่องทาง: โอนผ่านธนาคารหรือช่องทางชำระเงินออนไลน์',
        `ฝากขั้นต่ำ <strong>${s.minDeposit}</strong> โปรดโอนจากบัญชีที่เป็นชื่อของคุณเท่านั้น การโอนจากบุคคลอื่นจะถูกส่งคืน`,
        'โดยปกติเงินจะเข้าบัญชีภายใน 3 นาที หากยอดเงินยังไม่เปลี่ยนภายใน 15 นาที โปรดส่งสลิปให้แชทสด',
      ],
    ),
    section(
      'withdraw',
      'How to Withdraw',
      'วิธีถอนเงิน',
      [
        'Open <strong>Withdraw</strong>, pick your saved bank account, enter the amount and your payment password.',
        `The minimum withdrawal is <strong>${s.minWithdraw}</strong>. Any bonus turnover must be completed before withdrawing.`,
        'Most withdrawals arrive within 5 minutes. Please confirm receipt in the member centre; if you do nothing it is treated as received after the stated time.',
      ],
      [
        'กด <strong>ถอนเงิน</strong> เลือกบัญชีธนาคารที่บันทึกไว้ ใส่จำนวนเงินและรหัสผ่านการเงิน',
        `ถอนขั้นต่ำ <strong>${s.minWithdraw}</strong> ต้องทำยอดเทิร์นโบนัสให้ครบก่อนถอน`,
        'การถอนส่วนใหญ่เข้าบัญชีภายใน 5 นาที โปรดยืนยันการรับเงินในศูนย์สมาชิก หากไม่ยืนยันระบบจะถือว่าได้รับเงินแล้วเมื่อครบเวลาที่กำหนด',
      ],
    ),
    section(
      'rules',
      'Terms and Rules',
      'ข้อกำหนดและกติกา',
      [
        `You must be at least ${s.minAge} years old to open an account. One account per person, household and device.`,
        'Bets are settled according to the result recorded by the game provider. Malfunction voids all pays and plays.',
        'Bonus abuse, collusion or the use of automated software leads to the closure of the account and the loss of winnings.',
      ],
      [
        `ผู้สมัครต้องมีอายุอย่างน้อย ${s.minAge} ปี หนึ่งบัญชีต่อหนึ่งคน หนึ่งครัวเรือน และหนึ่งอุปกรณ์`,
        'การเดิมพันตัดสินตามผลที่ผู้ให้บริการเกมบันทึกไว้ หากระบบขัดข้องการเดิมพันและการจ่ายทั้งหมดเป็นโมฆะ',
        'การใช้โบนัสในทางที่ผิด การสมรู้ร่วมคิด หรือการใช้โปรแกรมอัตโนมัติ จะถูกปิดบัญชีและริบเงินรางวัล',
      ],
    ),
    section(
      'responsible',
      'Responsible Gaming',
      'การเล่นอย่างรับผิดชอบ',
      [
        'Gaming should be fun, never a way to make money. Set a budget before you play and stop when it is spent.',
        'In the member centre you can set daily, weekly or monthly deposit limits and take a break of 1 day up to 6 months.',
        'If gaming stops being fun, talk to us or contact GamCare or BeGambleAware for free, confidential help.',
      ],
      [
        'การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหารายได้ กำหนดงบก่อนเล่นและหยุดเมื่อใช้ครบ',
        'ในศูนย์สมาชิกคุณสามารถตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือน และพักการเล่นได้ตั้งแต่ 1 วันถึง 6 เดือน',
        'หากการเล่นไม่สนุกอีกต่อไป โปรดพูดคุยกับเรา หรือติดต่อ GamCare หรือ BeGambleAware เพื่อรับความช่วยเหลือฟรีและเป็นความลับ',
      ],
    ),
    section(
      'privacy',
      'Privacy Policy',
      'นโยบายความเป็นส่วนตัว',
      [
        'We collect only what we need to run your account: contact details, bank details for payouts and your game history.',
        'Data travels over encrypted connections and passwords are stored as one-way hashes; nobody at our company can read them.',
        'We never sell your data. You can ask for a copy of it, or for its deletion once legal retention periods end.',
      ],
      [
        'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการให้บริการ: ข้อมูลติดต่อ ข้อมูลธนาคารสำหรับการจ่ายเงิน และประวัติการเล่น',
        'ข้อมูลส่งผ่านการเชื่อมต่อที่เข้ารหัส และรหัสผ่านถูกเก็บแบบแฮชทางเดียว ไม่มีใครในบริษัทอ่านได้',
        'เราไม่ขายข้อมูลของคุณ คุณขอสำเนาข้อมูลหรือขอให้ลบข้อมูลได้เมื่อพ้นระยะเวลาที่กฎหมายกำหนด',
      ],
    ),
    section(
      'faq',
      'FAQ',
      'คำถามที่พบบ่อย',
      [
        '<strong>I forgot my password.</strong> Use "Forgot password" on the login form to reset it by SMS or e-mail.',
        '<strong>Can I try games for free?</strong> Yes, games with a Free Trial button can be played without a deposit.',
        '<strong>My game froze.</strong> Your round is saved by the provider; reopen the game or check the betting record.',
        '<strong>Why was my deposit returned?</strong> The sending account name must match the name on your profile.',
      ],
      [
        '<strong>ลืมรหัสผ่าน</strong> กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบเพื่อรีเซ็ตผ่าน SMS หรืออีเมล',
        '<strong>ทดลองเล่นฟรีได้ไหม</strong> ได้ เกมที่มีปุ่มทดลองเล่นเล่นได้โดยไม่ต้องฝากเงิน',
        '<strong>เกมค้าง</strong> ผู้ให้บริการบันทึกรอบการเล่นไว้แล้ว เปิดเกมใหม่หรือตรวจสอบในประวัติการเดิมพัน',
        '<strong>ทำไมยอดฝากถูกส่งคืน</strong> ชื่อบัญชีผู้โอนต้องตรงกับชื่อในโปรไฟล์ของคุณ',
      ],
    ),
    section(
      'contact',
      'Contact Us',
      'ติดต่อเรา',
      [
        'Live chat is the fastest way to reach us: press the headset button on any page.',
        'You can also message us on LINE, Telegram or Facebook; the links are in the side bar and the footer.',
      ],
      [
        'แชทสดคือช่องทางที่เร็วที่สุด กดปุ่มหูฟังได้ทุกหน้า',
        'ติดต่อเราผ่าน LINE, Telegram หรือ Facebook ได้เช่นกัน ลิงก์อยู่ที่แถบด้านข้างและส่วนท้ายของเว็บ',
      ],
    ),
  ];
}
