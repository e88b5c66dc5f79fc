import svgCaptcha from 'svg-captcha';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/l/I). */
const captchaCharacters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A new captcha: its answer, and its picture as a `data:image/svg+xml;base64,...` address. */
export function drawCaptcha(): { answer: string; image: string } {
  const { text, data } = svgCaptcha.create({
    size: 5,
    noise: 2,
    color: true,
    background: '#f4f6f8',
    charPreset: captchaCharacters,
  });
  return { answer: text, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}
