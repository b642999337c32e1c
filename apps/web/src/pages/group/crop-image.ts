import { GROUP_LIMITS } from '@judge/contract';

/** The crop a user chose, in the source picture's pixels (after rotation), as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box a picture of this size takes once rotated by a multiple of 90 degrees. */
export function rotatedSize(width: number, height: number, degrees: number) {
  const quarterTurns = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return quarterTurns % 2 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * Draws the chosen square of the (rotated) picture into a 200x200 canvas and answers it as a PNG (spec 3 "Group
 * setting screen": a fixed 200x200 square crop, png output). The server checks the type and size again from the
 * bytes.
 */
export async function cropToPng(image: HTMLImageElement, area: CropArea, degrees: number): Promise<Blob> {
  const side = GROUP_LIMITS.avatarSide;
  const rotated = rotatedSize(image.naturalWidth, image.naturalHeight, degrees);
  const whole = document.createElement('canvas');
  whole.width = rotated.width;
  whole.height = rotated.height;
  const wholeContext = whole.getContext('2d')!;
  wholeContext.translate(rotated.width / 2, rotated.height / 2);
  wholeContext.rotate((degrees * Math.PI) / 180);
  wholeContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  const out = document.createElement('canvas');
  out.width = side;
  out.height = side;
  out.getContext('2d')!.drawImage(whole, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped'))),
      'image/png',
    ),
  );
}
