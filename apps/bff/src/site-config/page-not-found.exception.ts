import { NotFoundException } from '@nestjs/common';

/** No Published page at this path: 404 with the code the web checks. */
export class PageNotFoundException extends NotFoundException {
  constructor(path: string) {
    super({ code: 'PAGE_NOT_FOUND', message: `No published page at '${path}'.` });
  }
}
