import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { Config } from '../config';

/** What an `X-Request-Id` from a trusted proxy may look like; anything else gets an id of ours. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** proxy-addr's names for address ranges, which `TRUST_PROXY` accepts too. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Whether the connection's peer is one of the configured proxies (`Config.trustProxy`). */
function trustedPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) {
    return () => false;
  }
  if (typeof trust === 'number') {
    return () => trust > 0;
  }
  const list = new BlockList();
  for (const entry of trust) {
    for (const [address, bits, family] of NAMED_RANGES[entry] ?? []) {
      list.addSubnet(address, bits, family);
    }
    if (!NAMED_RANGES[entry]) {
      const [address = '', bits] = entry.split('/');
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      list.addSubnet(
        address,
        bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits),
        family,
      );
    }
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's `genReqId`: the id of every log line of a request and of its `X-Request-Id` answer
 * header. A trusted proxy's `X-Request-Id` is kept, so one id follows the request through the load
 * balancer's log and ours; any other caller's is ignored (it could forge or flood ids).
 */
export function requestIdFor(trust: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (
      typeof sent === 'string' &&
      ACCEPTABLE_ID.test(sent) &&
      trusted(request.socket.remoteAddress ?? '')
    ) {
      return sent;
    }
    return randomUUID();
  };
}
