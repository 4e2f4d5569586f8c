#if os(Linux)
    import Glibc
    import Primitives

    /// Waits, without polling, for a change to the SQLite store (its file or its write-ahead log), for SIGTERM, for
    /// stdout to close, or for a deadline. Watches the store's folder through inotify; while the folder does not
    /// exist yet, watches the nearest folder that does and moves down as the path is created.
    final class StoreWatcher {
        enum Wake: Equatable {
            case changed, deadline, terminated, outputClosed
        }

        private let folder: String
        private let files: [String]
        private let inotify: Int32
        private let signals: Int32
        private var watch: Int32 = -1
        private var watchingFolder = false

        /// Watches `database` (and its `-wal`); SIGTERM and SIGINT become events instead of ending the process.
        package init(database: String) {
            let slash = database.lastIndex(of: "/") ?? database.startIndex
            folder = String(database[..<slash])
            let name = String(database[database.index(after: slash)...])
            files = [name, name + "-wal", name + "-journal"]
            inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            signals = terminationPipe.read
            for number in [SIGTERM, SIGINT] {
                signal(number) { _ in
                    var byte: UInt8 = 1
                    _ = Glibc.write(terminationPipe.write, &byte, 1)
                }
            }
            signal(SIGPIPE, SIG_IGN)
            // A parent may have started us with them blocked.
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTERM)
            sigaddset(&blocked, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
            addWatch()
        }

        deinit {
            close(inotify)
        }

        /// Blocks until something happens; `milliseconds` is the deadline (-1: none).
        package func wait(milliseconds: Int32) -> Wake {
            var fds = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                pollfd(fd: STDOUT_FILENO, events: 0, revents: 0),
            ]
            while true {
                let ready = poll(&fds, nfds_t(fds.count), milliseconds)
                if ready < 0, errno == EINTR { continue }
                if ready <= 0 { return .deadline }
                if fds[1].revents != 0 { return .terminated }
                if fds[2].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
                if fds[0].revents != 0, readEvents() { return .changed }
                fds[0].revents = 0
            }
        }

        /// Reads the queued events; true when one touched the store.
        private func readEvents() -> Bool {
            var touched = false, moved = false
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let count = read(inotify, &buffer, buffer.count)
                if count <= 0 { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = buffer.withUnsafeBytes { raw in
                        raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    }
                    let mask = event.mask, length = Int(event.len)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let name = String(
                        decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
                    if event.wd != watch {
                        // An event of a watch already replaced.
                    } else if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 || !watchingFolder {
                        moved = true
                    } else if files.contains(name) {
                        touched = true
                    }
                    offset = nameStart + length
                }
            }
            if moved {
                addWatch()
                touched = touched || watchingFolder
            }
            return touched
        }

        /// Watches the store's folder, or the nearest existing folder above it.
        private func addWatch() {
            if watch >= 0 { inotify_rm_watch(inotify, watch) }
            var path = folder
            while true {
                let events = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
                let mask = path == folder ? events | UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_DELETE) : events
                watch = inotify_add_watch(inotify, path.isEmpty ? "/" : path, mask)
                if watch >= 0 || path.isEmpty {
                    watchingFolder = path == folder
                    return
                }
                path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            }
        }
    }

    /// Where the signal handler reports SIGTERM and SIGINT: a pipe, the one thing a handler may safely write to.
    private let terminationPipe = Interruption.makePipe()
#endif
