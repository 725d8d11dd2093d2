"""The bot's words, in one place: replies to ingest, /list, /status, refusals and button answers.

Plain text (no parse mode): torrent names are full of ``<``, ``_`` and ``*``, and Telegram turns the URLs
into links by itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from jellybit import store
from jellybit.ingest.service import Outcome
from jellybit.notify import PER_FILE, Candidate
from jellybit.store import graph
from jellybit.words import download_problem, state_word

MAX_TEXT = 4000  # Telegram's limit is 4096 characters
MAX_ANSWER = 200  # answerCallbackQuery text limit

OUTDATED = "This button is outdated."
REFUSED = ("Sorry, this bot only serves the chats its owner configured. Your chat id is {chat_id}; "
           "the owner can add it to the bot's settings.")
NOT_ALLOWED = "Not allowed in this chat."
FAILED = "Something went wrong on jellybit's side (request_id: {request_id})."
HELP = """jellybit puts torrents into your Jellyfin library.

Send magnet links (any text around them is fine, several at once too) or a .torrent file and I add them.
I tell you when a download needs a decision, is done, or failed, with buttons to act on it.

/list — active downloads
/status <id> — one download and what you can do with it
/help — this text"""


def clip(text: str, limit: int = MAX_TEXT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def download_link(base_url: str, download_id: str) -> str:
    return f"{base_url}/download/{download_id}"


def outcome(o: Outcome, base_url: str, request_id: str) -> str:
    """One item's lines: accepted, already active, or the error with the request id."""
    if o.error is not None:
        label = f" {o.label}" if o.label else ""
        return clip(f"Not added:{label}\n{o.error.message}\nrequest_id: {request_id}")
    ing = o.ingested
    name = ing.name or o.label or "(unnamed)"
    head = "Added" if ing.created else "Already active"
    return clip(f"{head}: {name}\n{download_link(base_url, ing.download_id)}")


def outcomes(items: Sequence[Outcome], base_url: str, request_id: str, limit: int = MAX_TEXT) -> list[str]:
    """Every item of one message in as few messages as fit (30 results read better as one list than as 30)."""
    chunks: list[str] = []
    for block in (outcome(o, base_url, request_id) for o in items):
        if chunks and len(chunks[-1]) + 2 + len(block) <= limit:
            chunks[-1] += "\n\n" + block
        else:
            chunks.append(block)
    return chunks


TOO_BIG_FOR_TELEGRAM = ("Not added: {name}\nTelegram lets bots download files of at most 20 MB, and this one has "
                        "{size}. Add it in the web app instead: {base_url}/add")
NO_TORRENT_IN_PHOTO = "A photo is not a torrent. Send magnet links as text (or in the caption) or a .torrent file."
FILE_NOT_DELIVERED = ("Not added: {name}\nTelegram did not hand the file over ({error}). Please send it again.\n"
                      "request_id: {request_id}")


def size(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB"


def status(d: store.Download, base_url: str, candidates: Sequence[Candidate] = (), note: str = "") -> str:
    """A download in a few lines: name, state (with progress while downloading), problem, candidates, link."""
    state = state_word(d.state) + (f" {d.progress * 100:.0f}%" if d.state == "downloading" else "")
    lines = [d.name or "(unnamed download)", f"State: {state}"]
    problem = download_problem(d)
    if problem is not None:
        lines.append(f"Problem: {problem.what}" + (f" {problem.todo}" if problem.todo else ""))
    lines += [f"#{n} {c.label}" for n, c in enumerate(candidates, 1)]
    if d.state in graph.REVIEW:
        lines += [f"{base_url}/review/{d.id}", PER_FILE]
    else:
        lines.append(download_link(base_url, d.id))
    if note:
        lines += ["", note]
    return clip("\n".join(lines))


def working(d: store.Download, base_url: str, note: str) -> str:
    """A download jellybit is busy with: what happens now, instead of a state with buttons to interrupt it."""
    return clip("\n".join([d.name or "(unnamed download)", note, download_link(base_url, d.id)]))


def active_list(items: Sequence[store.Download], base_url: str, more: bool) -> str:
    if not items:
        return "No active downloads."
    lines = [f"Active downloads ({len(items)}{'+' if more else ''}):"]
    lines += [f"• {d.name or '(unnamed)'} — {state_word(d.state)}\n  {download_link(base_url, d.id)}" for d in items]
    if more:
        lines.append(f"More on {base_url}/")
    return clip("\n".join(lines))
