import type { CaptchaChallengeDto } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
import { createCaptchaChallenge } from './captcha-crypto';

@Injectable()
export class CaptchaService {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  challenge(now: Date = new Date()): CaptchaChallengeDto {
    return createCaptchaChallenge({ hmacKey: this.env.CAPTCHA_HMAC_KEY, maxNumber: this.env.CAPTCHA_MAX_NUMBER }, now);
  }
}
