/** The landing page's "Why play with us" cards: their texts are `home.<id>` and `home.<id>Text`. */
export const FEATURES = [
  { id: 'f1', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2' },
  { id: 'f2', icon: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 14l2 2 4-4' },
  { id: 'f3', icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
  {
    id: 'f4',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6 9-6',
  },
  { id: 'f5', icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01' },
  {
    id: 'f6',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
] as const;

/** The landing page's "How It Works" steps: `home.<id>` and `home.<id>Text`. */
export const STEPS = ['s1', 's2', 's3'] as const;
