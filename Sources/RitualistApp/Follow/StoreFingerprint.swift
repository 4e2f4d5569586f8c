#if os(Linux)
    import Glibc

    /// What a change to the store's data changes: the database file's size and modification time, and its
    /// write-ahead log's while it holds anything. A reader leaves the log as it is, empty, between runs (another
    /// program may create or remove an empty one), which changes nothing here, so following the store never wakes
    /// itself.
    struct StoreFingerprint: Equatable {
        private var parts: [Int] = []

        package init(database: String) {
            for path in [database, database + "-wal"] {
                var info = stat()
                guard stat(path, &info) == 0, info.st_size > 0 else {
                    parts += [0, 0, 0]
                    continue
                }
                parts += [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
            }
        }
    }
#endif
