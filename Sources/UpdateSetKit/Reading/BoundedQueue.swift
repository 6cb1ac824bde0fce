import Foundation

/// A first-in, first-out queue between two threads that blocks the producer when full, so memory stays bounded.
///
/// Each side wakes the other only when it is waiting and there is enough to do: the consumer once a few elements
/// are ready (or the stream has ended), the producer once the queue is half empty. Waking on every element made
/// the two threads spend a quarter of their time switching.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element?] = []
    private var head = 0
    private let capacity: Int
    /// How many elements wake a waiting consumer.
    private let wakeBatch: Int
    private var consumerWaiting = false
    private var producerWaiting = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        wakeBatch = max(1, min(16, capacity / 4))
    }

    private var count: Int { items.count - head }

    /// Adds an element, waiting while the queue is full. `nil` marks the end of the stream.
    func push(_ element: Element?) {
        condition.lock()
        defer { condition.unlock() }
        while count >= capacity {
            producerWaiting = true
            condition.wait()
        }
        items.append(element)
        if consumerWaiting && (count >= wakeBatch || element == nil) {
            consumerWaiting = false
            condition.broadcast()
        }
    }

    /// Takes the oldest element, waiting while the queue is empty; nil once the end mark is taken.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 {
            consumerWaiting = true
            condition.wait()
        }
        let element = items[head]
        head += 1
        if head > 1_024 {
            items.removeFirst(head)
            head = 0
        }
        if producerWaiting && count <= capacity / 2 {
            producerWaiting = false
            condition.broadcast()
        }
        return element
    }
}
