//! What the service tells the metrics (`games_metrics`): turns played, pictures drawn and
//! encoded, the outbox and the games running as the store sees them, and whether the store
//! takes a write (the health check).

use super::{Fault, Service};
use games_messages::Lang;
use games_metrics::{cpu, By, Metrics, Phase};
use games_pictures::{encode_png_reusing, Picture, Renderer};
use games_store::{Change, StoredGame};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Pictures drawn at once in the process: one per core. Each needs its own buffers of 1 to 5
/// MB (ARCHITECTURE.md, "Memory"). When the machine is busy, answers and turn messages pile
/// up, and every blocking thread (8 on two cores) drew at once with its buffers: the bot's
/// memory followed the machine's load (issue 44's soak, docs/measurements.md). More pictures
/// at once than cores draw no sooner; the others wait their turn.
struct Easel;

static EASELS: Mutex<usize> = Mutex::new(0);
static EASEL_FREED: Condvar = Condvar::new();

impl Easel {
    /// Waits for a free easel and holds it until dropped.
    fn take() -> Easel {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut busy = EASELS.lock().unwrap_or_else(|p| p.into_inner());
        while *busy >= cores {
            busy = EASEL_FREED.wait(busy).unwrap_or_else(|p| p.into_inner());
        }
        *busy += 1;
        Easel
    }
}

impl Drop for Easel {
    fn drop(&mut self) {
        *EASELS.lock().unwrap_or_else(|p| p.into_inner()) -= 1;
        EASEL_FREED.notify_one();
    }
}

impl Service {
    /// The metrics this service (and its store) records into.
    pub fn metrics(&self) -> Arc<Metrics> {
        self.metrics.clone()
    }

    /// Counts the turns a written change played to their end: each seat's finished turns
    /// after the change less before it, a human's if that seat's last action in the change
    /// was sent by a player, a bot's otherwise (a bot seat, a stand-in).
    pub(super) fn count_turns(&self, before: &StoredGame, change: &Change<'_>) {
        let Some(after) = change.state else { return };
        let (humans, bots) =
            self.plugin(before.kind)
                .turns_ended(before.state.as_deref(), after, change.actions);
        self.metrics.turns_played(By::human, humans);
        self.metrics.turns_played(By::bot, bots);
    }

    /// Draws a picture with the renderer of `lang` and encodes it as PNG, timing both
    /// (`picture` names it in the metrics: board, table, turn, panel, final). Drawing keeps
    /// what to paint; the encoder paints it band by band as it compresses (`scene.rs` in the
    /// renderer), so the painting inside the encoding is counted as drawing: its share of
    /// the encoding's CPU is its share of the encoding's time.
    pub(super) fn png(
        &self,
        lang: Lang,
        picture: &'static str,
        draw: impl FnOnce(&Renderer) -> Picture,
    ) -> Vec<u8> {
        let _easel = Easel::take();
        let started = Instant::now();
        let (drawn, draw_cpu) = cpu::spent(|| draw(self.renderer(lang)));
        let drawn_at = Instant::now();
        let clock = || drawn_at.elapsed();
        let ((png, painting, bands), encode_cpu) =
            cpu::spent(|| encode_png_reusing(&drawn, self.bands.as_ref(), &clock));
        self.metrics.picture_bands(bands.reused, bands.compressed);
        let encoding = drawn_at.elapsed();
        let share = painting.as_secs_f64() / encoding.as_secs_f64().max(1e-9);
        let painting_cpu = encode_cpu.mul_f64(share.min(1.0));
        self.metrics.picture(
            picture,
            drawn_at - started + painting,
            encoding.saturating_sub(painting),
        );
        self.metrics.cpu(Phase::draw, draw_cpu + painting_cpu);
        self.metrics
            .cpu(Phase::encode, encode_cpu.saturating_sub(painting_cpu));
        png
    }

    /// Sets the gauges the store knows: the outbox's pending notices and the age of the
    /// oldest due one, and the games running.
    pub fn refresh_gauges(&self) -> Result<(), Fault> {
        let now = self.now();
        let (pending, oldest) = self.store.outbox_backlog(now)?;
        self.metrics
            .set_outbox(pending, oldest.map_or(0, |at| now - at));
        self.metrics
            .set_games_running(self.store.count_running_games()?);
        self.metrics
            .set_picture_cache(self.bands.as_ref().map_or(0, |b| b.stats().bytes));
        Ok(())
    }

    /// Whether the store takes a write now (another writer may hold it for `wait` at most).
    pub fn probe_store(&self, wait: Duration) -> Result<(), Fault> {
        Ok(self.store.probe_write(wait)?)
    }
}

#[cfg(test)]
mod tests {
    use super::Easel;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn no_more_pictures_at_once_than_cores() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let (now, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
        std::thread::scope(|s| {
            for _ in 0..cores + 3 {
                s.spawn(|| {
                    let _easel = Easel::take();
                    let drawing = now.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(drawing, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(30));
                    now.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
        let most = most.into_inner();
        assert!(most <= cores, "{most} pictures at once on {cores} cores");
        assert!(most >= 1);
    }
}
