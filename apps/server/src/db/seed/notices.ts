export type NoticeText = { title: { en: string; th: string }; content: { en: string; th: string } };

const n = (titleEn: string, titleTh: string, bodyEn: string, bodyTh: string): NoticeText => ({
  title: { en: titleEn, th: titleTh },
  content: { en: `<p>${bodyEn}</p>`, th: `<p>${bodyTh}</p>` },
});

/** Player notices, newest first; twelve so the notice list has two pages of nine. */
export const NOTICES: readonly NoticeText[] = [
  n(
    'Scheduled maintenance on Tuesday',
    'ปิดปรับปรุงระบบวันอังคาร',
    'The site will be upgraded on Tuesday from <strong>03:00 to 05:00</strong>. Balances are safe and games resume right after.',
    'ระบบจะอัปเกรดวันอังคาร เวลา <strong>03:00 ถึง 05:00 น.</strong> ยอดเงินปลอดภัยและเล่นต่อได้ทันทีหลังปรับปรุง',
  ),
  n(
    'New game: Neon Koi',
    'เกมใหม่: นีออนคอย',
    'Neon Koi is now live in House Slots with a free trial. Catch glowing koi for up to <strong>2,500x</strong>.',
    'นีออนคอยเปิดให้เล่นแล้วในค่าย House Slots ทดลองเล่นฟรี จับปลาคาร์ปเรืองแสงรับสูงสุด <strong>2,500 เท่า</strong>',
  ),
  n(
    'Faster withdrawals',
    'ถอนเงินเร็วขึ้น',
    'Average withdrawal time is now <strong>5 minutes</strong> for verified accounts.',
    'เวลาถอนเงินเฉลี่ยเหลือ <strong>5 นาที</strong> สำหรับบัญชีที่ยืนยันตัวตนแล้ว',
  ),
  n(
    'Protect your account',
    'ปกป้องบัญชีของคุณ',
    'Our staff will never ask for your password or OTP. Report suspicious messages to live chat.',
    'เจ้าหน้าที่จะไม่ขอรหัสผ่านหรือ OTP ของคุณ หากพบข้อความน่าสงสัยโปรดแจ้งแชทสด',
  ),
  n(
    'Football weekend odds boost',
    'เพิ่มราคาบอลสุดสัปดาห์',
    'Selected matches carry boosted odds this weekend in FB Sports.',
    'คู่ที่เลือกได้รับราคาพิเศษสุดสัปดาห์นี้ใน FB Sports',
  ),
  n(
    'Bank update: KBank transfers',
    'อัปเดตธนาคาร: การโอนผ่านกสิกรไทย',
    'KBank deposits are credited automatically again after the bank resolved a delay.',
    'การฝากผ่านธนาคารกสิกรไทยกลับมาเข้าบัญชีอัตโนมัติแล้วหลังธนาคารแก้ไขความล่าช้า',
  ),
  n(
    'Jackpot won: Royal Crown',
    'แตกแจ็คพอต: รอยัลคราวน์',
    'A lucky player hit the Royal Crown Megaways grand jackpot. The pool has reset and is growing fast.',
    'ผู้เล่นผู้โชคดีได้รับแจ็คพอตใหญ่ในเกม Royal Crown Megaways ยอดสะสมเริ่มใหม่และเพิ่มขึ้นอย่างรวดเร็ว',
  ),
  n(
    'Live casino: new tables',
    'คาสิโนสด: โต๊ะใหม่',
    'Three new Speed Baccarat tables open every evening from 18:00.',
    'เปิดโต๊ะสปีดบาคาร่าใหม่สามโต๊ะทุกเย็นตั้งแต่ 18:00 น.',
  ),
  n(
    'Lottery results schedule',
    'ตารางประกาศผลหวย',
    'Government lottery results are posted on the 1st and 16th of each month at 16:00.',
    'ประกาศผลหวยรัฐบาลทุกวันที่ 1 และ 16 ของเดือน เวลา 16:00 น.',
  ),
  n(
    'Promotions',
    'โปรโมชั่น',
    'Join a promotion before you deposit: its bonus is credited with the qualifying deposit.',
    'กดเข้าร่วมโปรโมชั่นก่อนฝากเงิน โบนัสจะเข้าบัญชีพร้อมยอดฝากที่ตรงเงื่อนไข',
  ),
  n(
    'Responsible gaming tools',
    'เครื่องมือการเล่นอย่างรับผิดชอบ',
    'Set deposit limits or take a break from the member centre at any time.',
    'ตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อจากศูนย์สมาชิก',
  ),
  n(
    'Mobile app updated',
    'อัปเดตแอปมือถือ',
    'Version 3.2 of the app brings faster game loading and fingerprint login.',
    'แอปเวอร์ชัน 3.2 โหลดเกมเร็วขึ้นและเข้าสู่ระบบด้วยลายนิ้วมือได้',
  ),
];

/**
 * Lucky Star's notices: the site-wide ones it shares with Siam Royal (maintenance, Neon Koi, withdrawals,
 * account safety) and its own news; Siam's sports, banks and lottery notices name things Lucky does not offer.
 */
export const LUCKY_NOTICES: readonly NoticeText[] = [
  ...NOTICES.slice(0, 4),
  n(
    'New from Star Reels: Vegas Crown',
    'เกมใหม่จาก Star Reels: เวกัสคราวน์',
    'Vegas Crown brings a progressive jackpot to Star Reels. Spin from <strong>$2</strong>.',
    'เวกัสคราวน์มาพร้อมแจ็คพอตสะสมในค่าย Star Reels เริ่มหมุนเพียง <strong>$2</strong>',
  ),
];
