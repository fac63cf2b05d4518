//! Game records from the store: the record of a stored game (what `/calcada record` attaches
//! and `calcada export` writes), with the shuffle's commitment, and the seed left out while
//! the game runs.

use super::request::Caller;
use super::{Answer, Fault, Reply, Service, Stop};
use games_ids::ids::GameId;
use games_messages::{say, Lang, Msg};
use games_store::{GameStatus, StoreError, StoredGame};

impl Service {
    /// Every stored game's id, oldest first (`calcada export --all`).
    pub fn all_game_ids(&self) -> Result<Vec<GameId>, Fault> {
        Ok(self.store.all_game_ids()?)
    }

    /// A channel's games, oldest first (`calcada export --channel`).
    pub fn game_ids_in(&self, channel: games_ids::ids::ChannelId) -> Result<Vec<GameId>, Fault> {
        Ok(self.store.game_ids_in(channel)?)
    }

    /// `record`: the channel's game (live, else the last finished), or game `number` of
    /// this server, attached as a JSON record.
    pub(super) fn record(&self, caller: &Caller, lang: Lang, number: Option<i64>) -> Answer {
        let stored = self.chosen_game(caller, number)?;
        let record = self.plugin(stored.kind).record_json(&self.ctx(), stored.id);
        let Some(json) = record.map_err(Stop::Fault)? else {
            return Err(Msg::NotRunning.into());
        };
        let mut text = say(lang, &Msg::RecordAttached { game: stored.id.0 });
        // A game not over yet: its record has no seed and no salt.
        if !matches!(stored.status, GameStatus::Finished | GameStatus::Ended) {
            text = format!("{text}\n{}", say(lang, &Msg::RecordRunning));
        }
        let name = format!("{}-game-{}.json", stored.kind.key(), stored.id.0);
        Ok(Reply::private(text).with_png(&name, json.into_bytes()))
    }

    /// The game a command names: game `number` of the caller's server, else the channel's
    /// (live, else the last one over).
    pub(super) fn chosen_game(
        &self,
        caller: &Caller,
        number: Option<i64>,
    ) -> Result<StoredGame, Stop> {
        Ok(match number {
            Some(n) => match self.store.load_game(GameId(n)) {
                Ok(g) if g.guild == caller.guild => g,
                Ok(_) | Err(StoreError::NotFound) => return Err(Msg::NoSuchGame { game: n }.into()),
                Err(e) => return Err(e.into()),
            },
            None => match self.store.live_game_in(caller.channel)? {
                Some(g) => g,
                None => self
                    .store
                    .last_game_over_in(caller.channel)?
                    .ok_or(Msg::NoGameHere)?,
            },
        })
    }
}

/// Backups taken while the bot runs: into `dir`, every `every_secs` seconds (the first at
/// start), keeping the newest `keep`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupPlan {
    pub dir: std::path::PathBuf,
    pub every_secs: i64,
    pub keep: usize,
}

impl Service {
    /// Takes a backup if the plan says one is due (by the service's clock), as
    /// `calcada-<unix seconds>.db`, and deletes the oldest beyond `keep`. The new file, if any.
    pub fn backup_if_due(&self, plan: &BackupPlan) -> Result<Option<std::path::PathBuf>, Fault> {
        use std::sync::atomic::Ordering;
        let now = self.now();
        let last = self.last_backup.load(Ordering::SeqCst);
        if last != 0 && now - last < plan.every_secs {
            return Ok(None);
        }
        let path = plan.dir.join(format!("calcada-{now:012}.db"));
        self.store.backup_to(&path)?;
        self.last_backup.store(now, Ordering::SeqCst);
        let mut ours: Vec<std::path::PathBuf> = std::fs::read_dir(&plan.dir)
            .map_err(|error| Fault::Io {
                doing: "listing the backups in",
                path: plan.dir.clone(),
                error,
            })?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("calcada-") && n.ends_with(".db"))
            })
            .collect();
        ours.sort();
        let extra = ours.len().saturating_sub(plan.keep.max(1));
        for old in &ours[..extra] {
            let _ = std::fs::remove_file(old);
        }
        Ok(Some(path))
    }
}

impl Service {
    /// The record of a stored game of either game as JSON, or `None` before it started
    /// (`calcada export`, `/calcada record`).
    pub fn record_json_of(&self, id: GameId) -> Result<Option<String>, Fault> {
        let kind = self.store.load_game(id)?.kind;
        self.plugin(kind).record_json(&self.ctx(), id)
    }
}
