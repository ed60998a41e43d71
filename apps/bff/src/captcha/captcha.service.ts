import type { CaptchaChallengeDto, Locale } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
import { LeadException } from '../leads/lead.exception';
import { captchaClip } from './clip/captcha-clip';
import {
  type CaptchaTicket,
  captchaSeedOf,
  createCaptchaChallenge,
  readCaptchaToken,
  typedCharactersOf,
} from './captcha-crypto';
import { captchaPicture } from './picture/captcha-picture';
import { seededRandom } from './seeded-random';

@Injectable()
export class CaptchaService {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  challenge(now: Date = new Date()): CaptchaChallengeDto {
    return createCaptchaChallenge({ hmacKey: this.env.CAPTCHA_HMAC_KEY, maxNumber: this.env.CAPTCHA_MAX_NUMBER }, now);
  }

  /** The PNG of the token's characters; 400 CAPTCHA_INVALID for a token not ours or expired. */
  picture(token: string, now: Date = new Date()): Buffer {
    const ticket = this.ticket(token, now);
    return captchaPicture(
      typedCharactersOf(ticket, this.env.CAPTCHA_HMAC_KEY),
      seededRandom(captchaSeedOf(ticket, this.env.CAPTCHA_HMAC_KEY, 'picture')),
    );
  }

  /** The WAV of the token's characters spoken in `locale`; 400 CAPTCHA_INVALID for a token not ours or expired. */
  clip(token: string, locale: Locale, now: Date = new Date()): Buffer {
    const ticket = this.ticket(token, now);
    return captchaClip(
      typedCharactersOf(ticket, this.env.CAPTCHA_HMAC_KEY),
      locale,
      seededRandom(captchaSeedOf(ticket, this.env.CAPTCHA_HMAC_KEY, 'clip')),
    );
  }

  private ticket(token: string, now: Date): CaptchaTicket {
    const ticket = readCaptchaToken(token, this.env.CAPTCHA_HMAC_KEY, now);
    if (ticket === null) throw new LeadException('The captcha token is not valid or has expired.', 'CAPTCHA_INVALID');
    return ticket;
  }
}
