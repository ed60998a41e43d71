import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaSpentEntity } from '@immo/db';
import { CaptchaController } from './captcha.controller';
import { CaptchaService } from './captcha.service';
import { CaptchaVerifier } from './captcha.verifier';
import { ChallengeBudget } from './challenge-budget';

/** The forms' captcha: `GET /api/forms/captcha` (with its picture and spoken clip) and the CaptchaVerifier every form endpoint uses. */
@Module({
  imports: [TypeOrmModule.forFeature([CaptchaSpentEntity])],
  controllers: [CaptchaController],
  providers: [CaptchaService, CaptchaVerifier, ChallengeBudget],
  exports: [CaptchaVerifier, CaptchaService],
})
export class CaptchaModule {}
