import {
  CRM_MESSAGE_LOCALE,
  type OwnerCalendarVisitDto,
  type OwnerCommunicationDto,
  type OwnerOnlineMediaDto,
  readCrmValue,
  STATISTICS_TIME_ZONE,
} from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface OwnerHistory {
  communications: OwnerCommunicationDto[];
  calendarVisits: OwnerCalendarVisitDto[];
  onlineMedia: OwnerOnlineMediaDto[];
}

// The CRM's entries are the owner's own (owner_id); the site's bookings are
// the property's, whoever the CRM names as its owner today.
const CALENDAR = `
  SELECT starts_at AS date, status, source, remark FROM owner_calendar_visits
  WHERE property_id = $2 AND (source = 'site' OR owner_id = $1)
  ORDER BY starts_at DESC, id DESC`;

const COMMUNICATIONS = `
  SELECT date, channel, subject, body FROM owner_communications
  WHERE owner_id = $1 AND property_id = $2 ORDER BY date DESC, id DESC`;

const ONLINE_MEDIA = `
  SELECT portal, url, to_char(published_at AT TIME ZONE '${STATISTICS_TIME_ZONE}', 'YYYY-MM-DD') AS "publishedDate" FROM owner_online_media
  WHERE owner_id = $1 AND property_id = $2 ORDER BY published_at DESC NULLS LAST, id DESC`;

/** A property's communications, visits and online media, newest first (cancelled visits listed as such). */
@Injectable()
export class OwnerHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forProperty(ownerId: number, propertyId: number): Promise<OwnerHistory> {
    const params = [ownerId, propertyId];
    const [communications, visits, media] = await Promise.all([
      this.dataSource.query(COMMUNICATIONS, params) as Promise<
        (Pick<OwnerCommunicationDto, 'channel' | 'subject' | 'body'> & { date: Date })[]
      >,
      this.dataSource.query(CALENDAR, params) as Promise<(Omit<OwnerCalendarVisitDto, 'date'> & { date: Date })[]>,
      this.dataSource.query(ONLINE_MEDIA, params) as Promise<OwnerOnlineMediaDto[]>,
    ]);
    return {
      // Written in the CRM's language; a stock subject is worded by the web in the owner's.
      communications: communications.map((row) => ({
        ...row,
        date: row.date.toISOString(),
        subjectCode: readCrmValue('communicationSubject', row.subject),
        language: CRM_MESSAGE_LOCALE,
      })),
      calendarVisits: visits.map((row) => ({ ...row, date: row.date.toISOString() })),
      // Rows stored before the import checked links may hold one a browser must not follow.
      onlineMedia: media.flatMap((row) => {
        const url = safeHttpUrl(row.url);
        return url ? [{ ...row, url }] : [];
      }),
    };
  }
}
