import CCmarkGFM

#if canImport(Glibc)
import Glibc
#endif

/// The memory cmark-gfm parses one page into: a few 64 KiB blocks, handed out in order and freed
/// together with the page's tree, instead of one `calloc` and one `free` for every node, string and
/// list cell. cmark's allocations and their frees were an eighth of a 10,000-page build (`perf`, with
/// DWARF call stacks: 10.6 % in `malloc` under cmark, 2.6 % more in `cmark_node_free`).
///
/// cmark's allocator (`cmark_mem`) is three C functions with no context, so the arena being filled is
/// the thread's (`current`), and only while `MarkdownDocument` runs the parser. Every block carries a
/// 16-byte header with its size and where it came from, so cmark may grow or free any block at any
/// later time, on any thread: blocks from an arena are never freed one by one (the arena frees them
/// when the tree is gone), blocks from the C heap are. Edits to the tree after parsing (a link's new
/// URL, a literal read as a C string) get heap blocks: another document's arena may be current then.
final class MarkdownArena {
    /// The allocator to hand cmark: arena blocks while an arena is current on the thread, heap blocks
    /// otherwise. Lives as long as the process, as cmark keeps a pointer to it in every node; never
    /// written after it is made.
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in MarkdownArena.allocate(count, size) },
                realloc: { pointer, size in MarkdownArena.reallocate(pointer, size) },
                free: { pointer in MarkdownArena.release(pointer) }))
        return memory
    }()

    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    init() {
        state.initialize(to: State())
    }

    deinit {
        var block = state.pointee.blocks
        while let current = block {
            block = current.load(as: UnsafeMutableRawPointer?.self)
            free(current)
        }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with this arena serving cmark's allocations on this thread.
    func filling<Result>(_ body: () -> Result) -> Result {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, state)
        defer { pthread_setspecific(Self.key, previous) }
        return body()
    }

    // MARK: - The allocator

    private struct State {
        /// The free part of the newest block.
        var next: UnsafeMutableRawPointer?
        var end: UnsafeMutableRawPointer?
        /// The payload handed out last, which may grow in place (cmark's buffers grow by `realloc`).
        var last: UnsafeMutableRawPointer?
        /// The newest block; each block's first word is the address of the one before.
        var blocks: UnsafeMutableRawPointer?
    }

    private static let blockSize = 64 * 1024
    /// Larger requests get a heap block of their own: a block holds several of them at least.
    private static let largest = blockSize / 4
    private static let headerSize = 16
    private static let fromArena = 0x6172_656E_61
    private static let fromHeap = 0x68_6561_70

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { fatalError("no thread-specific key for cmark's arena") }
        return key
    }()

    private static var current: UnsafeMutablePointer<State>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: State.self)
    }

    private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

    private static func header(of payload: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        payload - headerSize
    }

    private static func allocate(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
        // cmark's own allocator aborts too: it never checks for nil.
        guard !overflow else { fatalError("cmark asked for \(count) × \(size) bytes") }
        if let arena = current, bytes <= largest {
            return allocate(rounded(bytes), in: arena)
        }
        guard let block = calloc(1, headerSize + bytes) else { fatalError("out of memory") }
        block.storeBytes(of: bytes, as: Int.self)
        block.storeBytes(of: fromHeap, toByteOffset: 8, as: Int.self)
        return block + headerSize
    }

    /// `size` bytes (a multiple of 16) of zeroes from the arena's newest block, or from a new one.
    private static func allocate(_ size: Int, in arena: UnsafeMutablePointer<State>) -> UnsafeMutableRawPointer {
        if arena.pointee.next == nil || arena.pointee.end! - arena.pointee.next! < headerSize + size {
            // Zeroed by calloc, and never handed out twice: every payload starts as zeroes, as calloc's.
            guard let block = calloc(1, blockSize) else { fatalError("out of memory") }
            block.storeBytes(of: arena.pointee.blocks, as: UnsafeMutableRawPointer?.self)
            arena.pointee.blocks = block
            arena.pointee.next = block + headerSize
            arena.pointee.end = block + blockSize
        }
        let header = arena.pointee.next!
        header.storeBytes(of: size, as: Int.self)
        header.storeBytes(of: fromArena, toByteOffset: 8, as: Int.self)
        let payload = header + headerSize
        arena.pointee.next = payload + size
        arena.pointee.last = payload
        return payload
    }

    private static func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(1, size) }
        let header = header(of: pointer)
        let capacity = header.load(as: Int.self)
        switch header.load(fromByteOffset: 8, as: Int.self) {
        case fromHeap:
            guard let grown = realloc(header, headerSize + size) else { fatalError("out of memory") }
            grown.storeBytes(of: size, as: Int.self)
            return grown + headerSize
        case fromArena:
            if size <= capacity { return pointer }
            if let arena = current, arena.pointee.last == pointer, arena.pointee.end! - pointer >= rounded(size) {
                header.storeBytes(of: rounded(size), as: Int.self)
                arena.pointee.next = pointer + rounded(size)
                return pointer
            }
            let moved = allocate(1, size)!
            moved.copyMemory(from: pointer, byteCount: capacity)
            return moved
        default:
            fatalError("cmark resized a block its arena did not make")
        }
    }

    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        let header = header(of: pointer)
        switch header.load(fromByteOffset: 8, as: Int.self) {
        case fromHeap: free(header)
        case fromArena: break
        default: fatalError("cmark freed a block its arena did not make")
        }
    }
}
