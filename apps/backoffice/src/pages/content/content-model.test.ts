import { describe, expect, it } from 'vitest';
import { banner } from './content-fixtures.test-data.ts';
import {
  announcementBody,
  announcementDraft,
  fromLocalInput,
  moved,
  portalAnnouncement,
  toLocalInput,
} from './content-model.ts';

describe('the content editor’s model', () => {
  it('round-trips an instant through a datetime-local value to the minute', () => {
    const local = toLocalInput('2026-01-02T03:04:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-01-02T03:04:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('sends what the type uses: a banner its group, no link url when nothing is linked', () => {
    const draft = announcementDraft(banner, 'w_login');
    expect(announcementBody('B', draft)).toMatchObject({
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/promotions',
      endAt: null,
      startAt: '2026-01-02T03:04:00.000Z',
    });
    const notice = announcementBody('PL', { ...draft, linkageType: 'NONE', imageUrl: '' });
    expect(notice).not.toHaveProperty('groupName');
    expect(notice).toMatchObject({ url: null, imageUrl: null });
    expect(announcementDraft(null, 'w_forget')).toMatchObject({ groupName: 'w_forget', enabled: true });
  });

  it('previews Thai with the English text where the Thai is empty', () => {
    const draft = announcementDraft(banner, 'w_home');
    expect(portalAnnouncement('B', draft, 'th')).toMatchObject({
      title: 'ยินดีต้อนรับ',
      content: '<p>Bonus</p>',
    });
    expect(portalAnnouncement('B', draft, 'en').title).toBe('Welcome');
  });

  it('moves an id one place and leaves the ends where they are', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
