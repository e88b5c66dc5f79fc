import type { PartnerColors } from '@kredo/contract/partners';
import type { ComponentType } from 'react';
import type { Resources } from '../../locales/en';

export type ArtProps = { colors: PartnerColors; size?: number };

/** A logo with a title is an image with that name; without one it is decoration. */
export type LogoProps = ArtProps & { title?: string };

export type SlideCaption = keyof Resources['shell']['slides'];

/** Slider images are decoration; the caption (an i18n key) says what each one shows. */
export type Slide = { Image: ComponentType<ArtProps>; caption: SlideCaption };

export type PartnerArt = {
  Logo: ComponentType<LogoProps>;
  Loader: ComponentType<ArtProps>;
  slides: readonly Slide[];
};
