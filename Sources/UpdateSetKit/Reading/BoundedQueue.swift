import Foundation

/// A first-in, first-out queue between two threads that blocks the producer when full, so memory stays bounded.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element?] = []
    private var head = 0
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds an element, waiting while the queue is full. `nil` marks the end of the stream.
    func push(_ element: Element?) {
        condition.lock()
        while items.count - head >= capacity {
            condition.wait()
        }
        items.append(element)
        condition.broadcast()
        condition.unlock()
    }

    /// Takes the oldest element, waiting while the queue is empty; nil once the end mark is taken.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.count == head {
            condition.wait()
        }
        let element = items[head]
        head += 1
        if head > 1_024 {
            items.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return element
    }
}
