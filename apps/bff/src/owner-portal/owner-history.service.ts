import {
  CRM_MESSAGE_LOCALE,
  type OwnerCalendarVisitDto,
  type OwnerCommunicationDto,
  type OwnerOnlineMediaDto,
  readCrmValue,
} from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ownerCalendarVisits, ownerCommunications, ownerOnlineMedia } from '@immo/db';

export interface OwnerHistory {
  communications: OwnerCommunicationDto[];
  calendarVisits: OwnerCalendarVisitDto[];
  onlineMedia: OwnerOnlineMediaDto[];
}

/** A property's communications, visits and online media, newest first (cancelled visits listed as such). */
@Injectable()
export class OwnerHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forProperty(ownerId: number, propertyId: number): Promise<OwnerHistory> {
    const [communications, visits, media] = await Promise.all([
      ownerCommunications(this.dataSource, ownerId, propertyId),
      ownerCalendarVisits(this.dataSource, ownerId, propertyId),
      ownerOnlineMedia(this.dataSource, ownerId, propertyId),
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
