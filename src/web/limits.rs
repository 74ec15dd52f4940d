//! What a stranger may cost: who the client is (its address, from a trusted proxy's
//! forwarding header or the TCP peer: [`client_addr`]), token buckets per client address on
//! WebSocket upgrades and code exchanges ([`PerAddress`]), a count of open sockets in all and
//! per address ([`Sockets`]), and the WebSocket `Origin` allowed ([`origin_allowed`]).
//! The settings are [`crate::config::WebLimits`] (`docs/running.md`).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::HeaderMap;
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::config::{RateLimit, WebLimits};

/// The limits the routes apply, from [`WebLimits`].
pub struct Limits {
    /// The application's id: its Activity's origin is `https://<id>.discordsays.com`.
    pub client_id: u64,
    /// Other origins allowed (`TOWERS_WEB_ORIGINS`).
    pub origins: Vec<String>,
    /// `TOWERS_WEB_TRUSTED_PROXIES`.
    pub trusted: Vec<IpAddr>,
    /// WebSocket upgrades per client address (`TOWERS_WEB_SOCKET_RATE`).
    pub upgrades: PerAddress,
    /// Code exchanges per client address (`TOWERS_WEB_TOKEN_RATE`).
    pub tokens: PerAddress,
    /// Open sockets (`TOWERS_WEB_MAX_SOCKETS`, `TOWERS_WEB_MAX_SOCKETS_PER_IP`).
    pub sockets: Arc<Sockets>,
    /// `TOWERS_WEB_HELLO_TIMEOUT`.
    pub hello_timeout: Duration,
    /// `TOWERS_WEB_RECHECK_EVERY`.
    pub recheck_every: Duration,
    /// `TOWERS_WEB_PING_EVERY`.
    pub ping_every: Duration,
    /// `TOWERS_WEB_SILENT_CLOSE`.
    pub silent_close: Duration,
}

impl Limits {
    /// The limits of `config` for application `client_id`, with at most `max_sockets` open
    /// sockets (the setting, lowered to what the connections allow).
    pub fn new(client_id: u64, config: &WebLimits, max_sockets: usize) -> Limits {
        Limits {
            client_id,
            origins: config.origins.0.clone(),
            trusted: config.trusted_proxies.0.clone(),
            upgrades: PerAddress::new(config.socket_rate),
            tokens: PerAddress::new(config.token_rate),
            sockets: Sockets::new(max_sockets, config.max_sockets_per_ip),
            hello_timeout: config.hello_timeout,
            recheck_every: config.recheck_every,
            ping_every: config.ping_every,
            silent_close: config.silent_close,
        }
    }

    /// The client of a request from `peer` (unknown: the unspecified address) with `headers`.
    pub fn client(&self, peer: Option<Peer>, headers: &HeaderMap) -> IpAddr {
        let peer = peer.map_or(IpAddr::from([0, 0, 0, 0]), |Peer(addr)| addr.ip());
        client_addr(peer, headers, &self.trusted)
    }
}

/// The TCP peer of a request's connection, put in its extensions by the accept loop.
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

/// A client address as the limits count it: an IPv4 address, or an IPv6 address's /64 (one
/// host usually holds a whole /64, so a finer key would let it take any number of buckets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrKey(IpAddr);

impl AddrKey {
    pub fn of(ip: IpAddr) -> AddrKey {
        match ip.to_canonical() {
            IpAddr::V6(v6) => {
                let bits = u128::from(v6) & !u128::from(u64::MAX);
                AddrKey(IpAddr::V6(Ipv6Addr::from(bits)))
            }
            v4 => AddrKey(v4),
        }
    }
}

/// The client of a request from `peer` with `headers`: the TCP peer, unless the peer is one
/// of `trusted` (a reverse proxy); then the rightmost address of `X-Forwarded-For` that is
/// not itself a trusted proxy (each proxy appends the address it saw), or of `Forwarded`'s
/// `for=` when there is no `X-Forwarded-For`. A header that names no usable address leaves
/// the peer. Proxies must set `X-Forwarded-For` (Caddy and nginx's usual set-up do): a
/// client's own `Forwarded` is ignored beside it.
pub fn client_addr(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    let peer = peer.to_canonical();
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|t| t.to_canonical() == *ip);
    if !is_trusted(&peer) {
        return peer;
    }
    let forwarded_for: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect();
    let hops: Vec<&str> = if forwarded_for.is_empty() {
        headers
            .get_all("forwarded")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|element| {
                element.split(';').find_map(|pair| {
                    let (name, value) = pair.trim().split_once('=')?;
                    name.trim().eq_ignore_ascii_case("for").then_some(value)
                })
            })
            .collect()
    } else {
        forwarded_for
    };
    for hop in hops.iter().rev() {
        match parse_hop(hop) {
            Some(ip) if is_trusted(&ip) => continue,
            Some(ip) => return ip,
            None => return peer,
        }
    }
    peer
}

/// One hop of a forwarding header: `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`,
/// `"[2001:db8::1]:4711"`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim().trim_matches('"');
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(addr) = hop.parse::<SocketAddr>() {
        return Some(addr.ip().to_canonical());
    }
    let bracketed = hop.strip_prefix('[')?.split(']').next()?;
    bracketed.parse::<IpAddr>().ok().map(|ip| ip.to_canonical())
}

/// Addresses remembered before those whose bucket is full again are forgotten.
const PRUNE_ABOVE: usize = 4096;

/// A token bucket per client address.
pub struct PerAddress {
    limiter: DefaultKeyedRateLimiter<AddrKey>,
}

impl PerAddress {
    pub fn new(rate: RateLimit) -> PerAddress {
        PerAddress {
            limiter: DefaultKeyedRateLimiter::keyed(quota(rate)),
        }
    }

    /// Counts one request of `client`: whether it is allowed.
    pub fn allow(&self, client: IpAddr) -> bool {
        if self.limiter.len() > PRUNE_ABOVE {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&AddrKey::of(client)).is_ok()
    }
}

/// governor's quota for `rate`: a burst of `rate.burst`, then one every `rate.every`.
pub fn quota(rate: RateLimit) -> Quota {
    let burst = NonZeroU32::new(rate.burst).unwrap_or(NonZeroU32::MIN);
    let every = rate.every.max(Duration::from_nanos(1));
    Quota::with_period(every)
        .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
        .allow_burst(burst)
}

/// The open sockets, in all and per client address.
pub struct Sockets {
    max: usize,
    max_per_addr: usize,
    open: Mutex<(usize, HashMap<AddrKey, usize>)>,
}

/// One open socket, counted until dropped.
pub struct SocketSlot {
    sockets: Arc<Sockets>,
    key: AddrKey,
}

impl Sockets {
    pub fn new(max: usize, max_per_addr: usize) -> Arc<Sockets> {
        Arc::new(Sockets {
            max,
            max_per_addr,
            open: Mutex::new((0, HashMap::new())),
        })
    }

    /// A slot for one more socket of `client`, or `None` when either cap is reached.
    pub fn take(self: &Arc<Self>, client: IpAddr) -> Option<SocketSlot> {
        let key = AddrKey::of(client);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let (total, per_addr) = &mut *open;
        let mine = per_addr.entry(key).or_default();
        if *total >= self.max || *mine >= self.max_per_addr {
            if *mine == 0 {
                per_addr.remove(&key);
            }
            return None;
        }
        *mine += 1;
        *total += 1;
        Some(SocketSlot {
            sockets: self.clone(),
            key,
        })
    }
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        let mut open = self.sockets.open.lock().unwrap_or_else(|e| e.into_inner());
        let (total, per_addr) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(mine) = per_addr.get_mut(&self.key) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                per_addr.remove(&self.key);
            }
        }
    }
}

/// Whether a WebSocket from a page of `origin` may open: the application's Activity origin
/// (`https://<client id>.discordsays.com`, where Discord serves the Activity) or one of
/// `others`. A request without `Origin` comes from no browser page and is refused too.
pub fn origin_allowed(origin: Option<&str>, client_id: u64, others: &[String]) -> bool {
    let Some(origin) = origin else {
        return false;
    };
    let origin = origin.trim().to_ascii_lowercase();
    origin == format!("https://{client_id}.discordsays.com") || others.contains(&origin)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn the_client_is_the_peer_unless_the_peer_is_a_trusted_proxy() {
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        let stranger: IpAddr = "203.0.113.9".parse().unwrap();
        let xff = headers(&[("x-forwarded-for", "198.51.100.1, 192.0.2.7")]);
        // A stranger's own header is not believed.
        assert_eq!(client_addr(stranger, &xff, &[proxy]), stranger);
        // The proxy's: the rightmost address it appended.
        assert_eq!(
            client_addr(proxy, &xff, &[proxy]),
            "192.0.2.7".parse::<IpAddr>().unwrap()
        );
        // Chained proxies are skipped; without a header, the peer.
        let chained = headers(&[("x-forwarded-for", "192.0.2.7, 127.0.0.1")]);
        assert_eq!(
            client_addr(proxy, &chained, &[proxy]),
            "192.0.2.7".parse::<IpAddr>().unwrap()
        );
        assert_eq!(client_addr(proxy, &HeaderMap::new(), &[proxy]), proxy);
        assert_eq!(client_addr(proxy, &xff, &[]), proxy);
        let forwarded = headers(&[(
            "forwarded",
            r#"for=192.0.2.60;proto=https, for="[2001:db8::1]:4711""#,
        )]);
        assert_eq!(
            client_addr(proxy, &forwarded, &[proxy]),
            "2001:db8::1".parse::<IpAddr>().unwrap()
        );
        let junk = headers(&[("x-forwarded-for", "unknown")]);
        assert_eq!(client_addr(proxy, &junk, &[proxy]), proxy);
    }

    #[test]
    fn an_ipv6_host_is_counted_by_its_64() {
        let a = AddrKey::of("2001:db8::1".parse().unwrap());
        let b = AddrKey::of("2001:db8::ffff:2".parse().unwrap());
        let c = AddrKey::of("2001:db8:0:1::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            AddrKey::of("::ffff:192.0.2.1".parse().unwrap()),
            AddrKey::of("192.0.2.1".parse().unwrap())
        );
    }

    #[test]
    fn sockets_are_capped_in_all_and_per_address() {
        let sockets = Sockets::new(3, 2);
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let two: IpAddr = "192.0.2.2".parse().unwrap();
        let a = sockets.take(one).unwrap();
        let _b = sockets.take(one).unwrap();
        assert!(sockets.take(one).is_none());
        let _c = sockets.take(two).unwrap();
        assert!(sockets.take(two).is_none(), "the total");
        drop(a);
        assert!(sockets.take(one).is_some());
    }

    #[test]
    fn only_the_activity_origin_and_the_listed_ones_may_open_a_socket() {
        let dev = vec!["http://localhost:8080".to_string()];
        assert!(origin_allowed(Some("https://42.discordsays.com"), 42, &[]));
        assert!(origin_allowed(Some("HTTP://localhost:8080"), 42, &dev));
        assert!(!origin_allowed(
            Some("https://43.discordsays.com"),
            42,
            &dev
        ));
        assert!(!origin_allowed(Some("https://evil.example"), 42, &dev));
        assert!(!origin_allowed(None, 42, &dev));
    }
}
