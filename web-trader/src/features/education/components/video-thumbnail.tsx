import { useState } from 'react';
import styled from 'styled-components';

/** The card's image; one that fails to load is hidden, leaving the plain media frame. */
export function VideoThumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  // Decorative: the card's title names the video right below.
  return <Image src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}

const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
