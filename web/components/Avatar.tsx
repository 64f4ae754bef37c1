import { useState } from 'react';

interface AvatarProps {
  imageUrl?: string | null;
  initials: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A round avatar: the profile picture when it loads, the initials otherwise. */
export function Avatar({ imageUrl, initials, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`avatar avatar-${size}`} aria-hidden>
      {imageUrl && !failed ? (
        <img
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => {
            console.warn('Avatar image failed to load', imageUrl);
            setFailed(true);
          }}
        />
      ) : (
        initials
      )}
    </span>
  );
}
