"""A fake Telegram Bot API on 127.0.0.1:<free port>, speaking the wire format PTB uses (notes/telegram-testing.md).

Implements getMe, deleteWebhook, getUpdates (long poll with offset semantics), sendMessage, editMessageText,
editMessageReplyMarkup, answerCallbackQuery, getFile and the file download. Like Telegram it refuses callback
data over 64 bytes, an unchanged edit and unknown methods (400, never 404/401: PTB takes those for a bad token),
and getFile of a file over 20 MB ("file is too big"). Failures are scripted per method (:meth:`FakeBotApi.fail`):
an HTTP status (500, 429 with ``retry_after``), a dropped connection, or a hang (:meth:`FakeBotApi.hang`: the
call is recorded but has no effect — a held getUpdates confirms no offset — until it is dropped). Per-chat rate
limits (:meth:`FakeBotApi.limit_chat`) answer 429 with ``retry_after`` like Telegram's flood control. Every call
is recorded; tests wait on :meth:`FakeBotApi.wait_for` with a deadline.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, unquote

__all__ = ["FakeBotApi", "Call", "TOKEN", "BOT_USER", "CHAT_ID"]

TOKEN = "123456:TEST-token"
CHAT_ID = 42
BOT_USER = {"id": 999, "is_bot": True, "first_name": "jellybit", "username": "jellybit_test_bot"}
OBJECT_FIELDS = {"reply_markup", "entities", "allowed_updates", "reply_parameters", "link_preview_options",
                 "caption_entities", "commands", "scope"}  # JSON-encoded by PTB; every other value is a raw string
MAX_CALLBACK_DATA = 64
MAX_POLL_HOLD = 30.0
MAX_DOWNLOAD = 20 * 1024 * 1024  # getFile refuses bigger files
HANG = -1
RATE_LIMITED = ("sendMessage", "editMessageText", "editMessageReplyMarkup")


class ApiError(Exception):
    def __init__(self, status: int, description: str, retry_after: int | None = None):
        super().__init__(description)
        self.status, self.description, self.retry_after = status, description, retry_after


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    at: float


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, like Telegram
    fake: FakeBotApi

    def do_POST(self) -> None:
        self.fake._track(self.connection)
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = unquote(self.path)
        method = path.rsplit("/", 1)[-1]
        params = dict(parse_qsl(body.decode(), keep_blank_values=True))
        if "json" in (self.headers.get("Content-Type") or ""):
            params = json.loads(body or b"{}")
        params = {k: json.loads(v) if k in OBJECT_FIELDS and isinstance(v, str) else v for k, v in params.items()}
        failure = self.fake._record(method, params)
        if not path.startswith(f"/bot{self.fake.token}/"):
            return self._send(401, {"ok": False, "error_code": 401, "description": "Unauthorized"})
        if failure is not None and failure[0] == HANG:  # hold the call, then drop it: it had no effect
            self.fake._hold(failure[2])
            failure = 0
        if failure == 0:  # drop the connection without an answer
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        try:
            if failure is not None:
                raise ApiError(*failure)
            self.fake._check_rate(method, params)
            result = self.fake.dispatch(method, params)
        except ApiError as exc:
            error = {"ok": False, "error_code": exc.status, "description": exc.description}
            if exc.retry_after is not None:
                error["parameters"] = {"retry_after": exc.retry_after}
            return self._send(exc.status, error)
        self._send(200, {"ok": True, "result": result})

    def do_GET(self) -> None:  # file downloads: /file/bot<token>/<file_path>, the token's ':' percent-encoded
        self.fake._track(self.connection)
        path = unquote(self.path)
        prefix = f"/file/bot{self.fake.token}/"
        data = self.fake.files_by_path.get(path[len(prefix):]) if path.startswith(prefix) else None
        if data is None:
            return self._send(404, {"ok": False, "error_code": 404, "description": "Not Found"})
        self._send(200, data, "application/octet-stream")

    def _send(self, status: int, body: Any, content_type: str = "application/json") -> None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def handle_error(self, request, client_address) -> None:  # PTB closes its long poll on stop: not an error
        pass


class FakeBotApi:
    """Start with ``with FakeBotApi() as api`` (or start()/stop()); point PTB at :attr:`url`."""

    def __init__(self, token: str = TOKEN):
        self.token = token
        self.calls: list[Call] = []
        self.messages: dict[tuple[int, int], dict] = {}  # (chat_id, message_id) → the message as sent/edited
        self.files: dict[str, tuple[str, bytes]] = {}  # file_id → (file_path, data)
        self.files_by_path: dict[str, bytes] = {}
        self.confirmed = 0  # highest offset getUpdates was called with
        self.pushed: list[dict] = []  # every update ever queued
        self._cond = threading.Condition()
        self._updates: list[dict] = []
        self._failures: dict[str, list[tuple[int, str, int | None]]] = {}
        self._next_update, self._next_message = 1, 1000
        self._closing = False
        self._released = threading.Event()
        self._limits: dict[int, tuple[int, float]] = {}  # chat_id → (messages, per seconds)
        self._sent_at: dict[int, list[float]] = {}
        self.rate_limited = 0  # 429s answered because a chat went over its limit
        self._conns: set[socket.socket] = set()
        handler = type("FakeBotApiHandler", (_Handler,), {"fake": self})
        self._server = _Server(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeBotApi:
        self._thread.start()
        return self

    def stop(self) -> None:
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self._released.set()
        self._server.shutdown()
        self._server.server_close()
        for conn in list(self._conns):  # keep-alive connections outlive server_close()
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def __enter__(self) -> FakeBotApi:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- scripting -------------------------------------------------------------------------------------------

    def fail(self, method: str, status: int = 500, times: int = 1, retry_after: int | None = None,
             description: str = "Internal Server Error") -> None:
        """The next ``times`` calls of ``method`` fail: an HTTP ``status`` (0 = drop the connection)."""
        if status == 429:
            description = f"Too Many Requests: retry after {retry_after}"
        with self._cond:
            self._failures.setdefault(method, []).extend([(status, description, retry_after)] * times)

    def hang(self, method: str, times: int = 1, seconds: float = 60.0) -> None:
        """The next ``times`` calls of ``method`` are held ``seconds`` (or until :meth:`release`), then dropped."""
        with self._cond:
            self._failures.setdefault(method, []).extend([(HANG, "hang", seconds)] * times)

    def release(self) -> None:
        """End every hang now (the held calls are dropped without effect)."""
        self._released.set()

    def limit_chat(self, chat_id: int, messages: int = 20, per: float = 60.0) -> None:
        """Telegram's flood control for one chat: more than ``messages`` in ``per`` seconds get a 429."""
        with self._cond:
            self._limits[chat_id] = (messages, per)

    def push(self, update: dict) -> int:
        """Queue an update (its ``update_id`` is assigned here) and wake the long poll."""
        with self._cond:
            update_id = self._next_update
            self._next_update += 1
            self._updates.append({"update_id": update_id, **update})
            self.pushed.append(self._updates[-1])
            self._cond.notify_all()
        return update_id

    def send_text(self, text: str, chat_id: int = CHAT_ID) -> int:
        """A text message; a leading ``/command`` carries its ``bot_command`` entity, as Telegram sends it."""
        extra = {}
        if text.startswith("/"):
            extra["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        return self.push({"message": self._incoming(chat_id, text=text, **extra)})

    def send_document(self, data: bytes, file_name: str = "x.torrent", chat_id: int = CHAT_ID,
                      mime_type: str = "application/x-bittorrent", caption: str | None = None,
                      file_size: int | None = None) -> int:
        """A document; ``file_size`` declares a size other than ``len(data)`` (a big file without the bytes)."""
        file_id = f"DOC{len(self.files) + 1}"
        path = f"documents/file_{len(self.files) + 1}.torrent"
        self.files[file_id] = (path, data, file_size or len(data))
        self.files_by_path[path] = data
        document = {"file_id": file_id, "file_unique_id": f"U{file_id}", "file_name": file_name,
                    "mime_type": mime_type, "file_size": file_size or len(data)}
        extra = {"caption": caption} if caption is not None else {}
        return self.push({"message": self._incoming(chat_id, document=document, **extra)})

    def send_photo(self, caption: str | None = None, chat_id: int = CHAT_ID) -> int:
        photo = [{"file_id": "PHOTO1", "file_unique_id": "UPHOTO1", "width": 90, "height": 90, "file_size": 900}]
        extra = {"caption": caption} if caption is not None else {}
        return self.push({"message": self._incoming(chat_id, photo=photo, **extra)})

    def edit_text(self, update_id: int, text: str) -> int:
        """The person edits the message of an earlier ``send_text`` update: an ``edited_message`` update."""
        with self._cond:
            original = next(u["message"] for u in self.pushed if u["update_id"] == update_id)
        edited = {**original, "text": text, "edit_date": int(time.time())}
        return self.push({"edited_message": edited})

    def press(self, data: str, chat_id: int = CHAT_ID, message_id: int | None = None) -> int:
        """A tap on an inline button of a message the bot sent (a stub message when none is given)."""
        message = self.messages.get((chat_id, message_id)) if message_id else None
        message = dict(message or {"message_id": message_id or 1, "date": int(time.time()),
                                   "chat": self._chat(chat_id), "from": BOT_USER, "text": "…"})
        return self.push({"callback_query": {"id": f"cbq{self._next_update}", "chat_instance": "ci1",
                                             "from": self._user(chat_id), "message": message, "data": data}})

    # -- inspection ------------------------------------------------------------------------------------------

    def calls_of(self, method: str, where: Callable[[dict], bool] = lambda p: True) -> list[Call]:
        with self._cond:
            return [c for c in self.calls if c.method == method and where(c.params)]

    def sent(self, chat_id: int = CHAT_ID) -> list[dict]:
        """Parameters of every sendMessage to the chat, in order."""
        return [c.params for c in self.calls_of("sendMessage", lambda p: int(p["chat_id"]) == chat_id)]

    def messages_by_text(self, text: str) -> int:
        """The id of the (last) message the bot sent with exactly this text."""
        with self._cond:
            return max(mid for (_, mid), m in self.messages.items() if m["text"] == text)

    def wait_for(self, check: Callable[[], Any], timeout: float = 10.0, what: str = "the condition") -> Any:
        """Wait until ``check()`` is truthy (re-checked on every call and every 0.1 s) and return it."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                value = check()
                if value:
                    return value
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"timed out after {timeout} s waiting for {what}")
                self._cond.wait(min(left, 0.1))

    def wait_call(self, method: str, where: Callable[[dict], bool] = lambda p: True, count: int = 1,
                  timeout: float = 10.0) -> Call:
        """The ``count``-th call of ``method`` matching ``where``."""
        found = self.wait_for(lambda: (lambda m: m[count - 1] if len(m) >= count else None)(
            self.calls_of(method, where)), timeout, f"{count}× {method}")
        return found

    # -- the methods -----------------------------------------------------------------------------------------

    def _record(self, method: str, params: dict) -> int | tuple | None:
        with self._cond:
            self.calls.append(Call(method, params, time.monotonic()))
            self._cond.notify_all()
            queue = self._failures.get(method)
            failure = queue.pop(0) if queue else None
        return 0 if failure is not None and failure[0] == 0 else failure

    def _hold(self, seconds: float) -> None:
        self._released.wait(seconds)

    def _check_rate(self, method: str, params: dict) -> None:
        """429 with the seconds until a slot frees, when the chat sent its limit within the window."""
        if method not in RATE_LIMITED:
            return
        chat_id = int(params.get("chat_id") or 0)
        with self._cond:
            if chat_id not in self._limits:
                return
            count, per = self._limits[chat_id]
            now = time.monotonic()
            recent = self._sent_at[chat_id] = [t for t in self._sent_at.get(chat_id, []) if now - t < per]
            if len(recent) >= count:
                self.rate_limited += 1
                wait = max(1, int(per - (now - recent[0]) + 0.999))
                raise ApiError(429, f"Too Many Requests: retry after {wait}", wait)
            recent.append(now)

    def _track(self, conn: socket.socket) -> None:
        with self._cond:
            self._conns.add(conn)

    def dispatch(self, method: str, p: dict) -> Any:
        if method == "getMe":
            return BOT_USER
        if method in ("deleteWebhook", "answerCallbackQuery", "setMyCommands"):
            return True
        if method == "getUpdates":
            return self._get_updates(int(p.get("offset") or 0), float(p.get("timeout") or 0))
        if method == "sendMessage":
            return self._send_message(p)
        if method in ("editMessageText", "editMessageReplyMarkup"):
            return self._edit(p, text="text" in p)
        if method == "getFile":
            if p.get("file_id") not in self.files:
                raise ApiError(400, "Bad Request: invalid file_id")
            path, data, size = self.files[p["file_id"]]
            if size > MAX_DOWNLOAD:
                raise ApiError(400, "Bad Request: file is too big")
            return {"file_id": p["file_id"], "file_unique_id": f"U{p['file_id']}", "file_size": size,
                    "file_path": path}
        raise ApiError(400, f"Bad Request: method {method} is not implemented by the fake")

    def _get_updates(self, offset: int, timeout: float) -> list[dict]:
        deadline = time.monotonic() + min(timeout, MAX_POLL_HOLD)
        with self._cond:
            if offset:
                self.confirmed = max(self.confirmed, offset)
                self._updates = [u for u in self._updates if u["update_id"] >= offset]
            while not self._updates and not self._closing and time.monotonic() < deadline:
                self._cond.wait(deadline - time.monotonic())
            return list(self._updates)

    def _send_message(self, p: dict) -> dict:
        text = p.get("text", "")
        if not text.strip():
            raise ApiError(400, "Bad Request: message text is empty")
        if len(text) > 4096:
            raise ApiError(400, "Bad Request: message is too long")
        self._check_markup(p.get("reply_markup"))
        with self._cond:
            self._next_message += 1
            chat_id = int(p["chat_id"])
            message = {"message_id": self._next_message, "date": int(time.time()), "from": BOT_USER,
                       "chat": self._chat(chat_id), "text": text}
            if p.get("reply_markup"):
                message["reply_markup"] = p["reply_markup"]
            self.messages[(chat_id, self._next_message)] = message
        return message

    def _edit(self, p: dict, text: bool) -> dict:
        self._check_markup(p.get("reply_markup"))
        key = (int(p["chat_id"]), int(p["message_id"]))
        with self._cond:
            old = self.messages.get(key)
            if old is None:
                raise ApiError(400, "Bad Request: message to edit not found")
            new = {**old, "text": p["text"] if text else old["text"]}
            new.pop("reply_markup", None)
            if p.get("reply_markup"):
                new["reply_markup"] = p["reply_markup"]
            if new == old:
                raise ApiError(400, "Bad Request: message is not modified: specified new message content and "
                                    "reply markup are exactly the same as a current content and reply markup")
            self.messages[key] = new
        return new

    @staticmethod
    def _check_markup(markup: dict | None) -> None:
        for row in (markup or {}).get("inline_keyboard", []):
            for button in row:
                data = button.get("callback_data")
                if data is not None and not 1 <= len(data.encode()) <= MAX_CALLBACK_DATA:
                    raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")

    @staticmethod
    def _user(chat_id: int) -> dict:
        return {"id": abs(chat_id), "is_bot": False, "first_name": "Person"}

    def _incoming(self, chat_id: int, **content: Any) -> dict:
        with self._cond:
            self._next_message += 1
            message_id = self._next_message
        return {"message_id": message_id, "date": int(time.time()), "chat": self._chat(chat_id),
                "from": self._user(chat_id), **content}

    @staticmethod
    def _chat(chat_id: int) -> dict:
        """Group ids are negative on Telegram; positive ids are private chats."""
        return {"id": chat_id, "type": "group", "title": "Family"} if chat_id < 0 else \
            {"id": chat_id, "type": "private"}
