import java.util.*;

public class Main {
    record Cell(int y, int x) {}

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int rows = sc.nextInt(), cols = sc.nextInt();
        List<String> maze = new ArrayList<>();
        for (int r = 0; r < rows; r++) maze.add(sc.next());
        Map<Cell, Integer> seen = new HashMap<>();
        Cell start = null;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (maze.get(r).charAt(c) == 'S') start = new Cell(r, c);
        Deque<Cell> todo = new LinkedList<>();
        todo.offer(start);
        seen.put(start, 0);
        int answer = -1;
        while (!todo.isEmpty() && answer < 0) {
            Cell cell = todo.pollFirst();
            if (maze.get(cell.y()).charAt(cell.x()) == 'T') answer = seen.get(cell);
            for (Cell next : List.of(new Cell(cell.y() + 1, cell.x()), new Cell(cell.y() - 1, cell.x()),
                    new Cell(cell.y(), cell.x() + 1), new Cell(cell.y(), cell.x() - 1))) {
                boolean out = next.y() < 0 || next.x() < 0 || next.y() >= rows || next.x() >= cols;
                if (out || maze.get(next.y()).charAt(next.x()) == '#' || seen.containsKey(next)) continue;
                seen.put(next, seen.get(cell) + 1);
                todo.offerLast(next);
            }
        }
        System.out.println(answer);
    }
}
