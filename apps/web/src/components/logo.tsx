type LogoProps = { height?: number; color?: string; accent?: string };

/** Bâtir logo: a house outline and the name. */
export function Logo({ height = 48, color = 'currentColor', accent = '#f0a04b' }: LogoProps) {
  return (
    <svg
      height={height}
      viewBox="0 0 200 64"
      role="img"
      aria-label="Bâtir"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M6 32 32 10l26 22M14 26v30h36V26M26 56V40h12v16"
        fill="none"
        stroke={accent}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="70"
        y="47"
        fill={color}
        fontFamily="Lato, Helvetica, Arial, sans-serif"
        fontSize="40"
        fontWeight="700"
      >
        Bâtir
      </text>
    </svg>
  );
}
