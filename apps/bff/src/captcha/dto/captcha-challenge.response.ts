import type { CaptchaChallengeDto } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CaptchaPowResponse {
  @ApiProperty({ enum: ['SHA-256'] })
  algorithm!: 'SHA-256';

  @ApiProperty({ description: 'Hex SHA-256 of salt + number, the number to find' })
  challenge!: string;

  @ApiProperty({ description: '`id.expires`: the challenge id and its expiry (seconds since the epoch)' })
  salt!: string;

  @ApiProperty({ description: 'The number is in 0..maxNumber' })
  maxNumber!: number;

  @ApiProperty({ description: 'The BFF\'s MAC of the challenge, quoted back with the answer' })
  signature!: string;
}

export class CaptchaChallengeResponse implements CaptchaChallengeDto {
  @ApiProperty({
    description:
      'The challenge\'s signed name (`id.expires.mac`): the typed answer quotes it, and the picture (GET /api/forms/captcha/image) and the spoken clip (GET /api/forms/captcha/audio) are fetched with it. The characters themselves are never sent.',
  })
  token!: string;

  @ApiProperty({ type: CaptchaPowResponse, description: 'The proof of work a browser with JavaScript solves' })
  pow!: CaptchaPowResponse;

  @ApiProperty({ format: 'date-time', description: 'After this instant both answers are refused' })
  expiresAt!: string;
}
