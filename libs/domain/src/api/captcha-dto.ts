import { z } from 'zod';

/** `GET /api/forms/captcha`: one challenge, to solve either way. The BFF's OpenAPI document is generated from this schema. */
export const ZCaptchaChallengeDtoSchema = z.object({
  token: z.string().meta({
    description:
      "The challenge's signed name (`id.expires.mac`): the typed answer quotes it, and the picture (GET /api/forms/captcha/image) and the spoken clip (GET /api/forms/captcha/audio) are fetched with it, and a CV upload is bound to it. The characters themselves are never sent.",
  }),
  pow: z
    .object({
      algorithm: z.literal('SHA-256'),
      challenge: z.string().meta({ description: 'Hex SHA-256 of salt + number, the number to find' }),
      salt: z.string().meta({ description: '`id.expires`: the challenge id and its expiry (seconds since the epoch)' }),
      maxNumber: z.number().meta({ description: 'The number is in 0..maxNumber' }),
      signature: z.string().meta({ description: "The BFF's MAC of the challenge, quoted back with the answer" }),
    })
    .meta({
      description:
        'The proof of work a browser with JavaScript solves: find `number` in 0..maxNumber with SHA-256(salt + number) = challenge (hex)',
    }),
  expiresAt: z.string().meta({ format: 'date-time', description: 'After this instant both answers are refused' }),
});
export type CaptchaChallengeDto = z.infer<typeof ZCaptchaChallengeDtoSchema>;
