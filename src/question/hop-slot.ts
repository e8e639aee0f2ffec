/** The slot in a second-hop template where the first hop's answer goes. */
export const HOP_SLOT = '[HOP]';
