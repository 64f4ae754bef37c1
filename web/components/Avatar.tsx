import { useState } from 'react';
import { initialsOf } from '../../core/displayName';

interface AvatarProps {
  imageUrl?: string | null;
  /** The name shown beside the avatar: its initials are computed here, the same on every page. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A round avatar: the profile picture when it loads, the initials of `name` otherwise. */
export function Avatar({ imageUrl, name, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`avatar avatar-${size}`} aria-hidden data-testid="avatar">
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
        initialsOf(name)
      )}
    </span>
  );
}
