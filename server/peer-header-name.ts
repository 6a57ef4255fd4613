/**
 * The header the server writes the TCP peer's address into for every request (peer-header.ts),
 * over whatever a client sent under that name; lib/security/client-address.ts reads it. A module
 * of its own, without the subscription, so that reading the name installs nothing.
 */
export const PEER_HEADER = 'x-agency-peer-address';
